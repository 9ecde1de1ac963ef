import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES } from 'shell/remotes';
import type { EdgeConfig } from '../config';
import { cacheControlFor } from './cache-policy';
import { sendPrecompressed } from '../precompressed-body';
import { cacheBudget } from '../api/cache-budget';
import type { JobsSource } from '../api/jobs-source';
import type { SearchRenderBudget } from '../search-render-budget';
import { createIndexPages } from './index-pages';
import { createCareersPageRenderer } from './careers-page-renderer';

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', cacheControlFor(filePath));
}

// A path with a file extension is a file; anything else is a page the client router renders.
const looksLikeFile = (url: string) => /\/[^/]+\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/** Static files of the shell and of each local remote, and index.html for every page path. */
export async function registerPages(
  app: FastifyInstance,
  config: EdgeConfig,
  jobs: JobsSource,
  searchRenders: SearchRenderBudget,
): Promise<void> {
  // A careers remote deployed elsewhere is not run on the edge: its pages get their data in the browser.
  const careersDist = config.remoteUrls.careers ? null : config.remoteDists.careers;
  const careersPages = createCareersPageRenderer(careersDist, jobs, app.log, {
    maxBytes: cacheBudget(config.apiCacheMaxBytes, 'renderedPages'),
    searchRenders,
    publicUrl: config.publicUrl,
  });
  const indexPages = createIndexPages(config, careersPages);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const page = await indexPages.render(request.url);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    return sendPrecompressed(request, reply, page, page.html);
  };

  for (const name of REMOTE_NAMES) {
    if (config.remoteUrls[name]) continue;
    await app.register(fastifyStatic, {
      root: config.remoteDists[name],
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  await app.register(fastifyStatic, {
    root: config.shellDist,
    prefix: '/',
    index: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
  });

  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      isPage &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/remotes/') &&
      !looksLikeFile(request.url)
    ) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
