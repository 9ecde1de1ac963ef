import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EdgeConfig } from '../config';
import { cacheBudget } from '../api/cache-budget';
import type { JobsSource } from '../api/jobs-source';
import { labelRoute } from '../metrics/request-metrics';
import { sendPrecompressed } from '../precompressed-body';
import type { SearchRenderBudget } from '../search-render-budget';
import { createCareersPageRenderer } from './careers-page-renderer';
import { createFrames } from './frames';
import { frameFactsNow } from './frame-facts';
import { createIndexPages } from './index-pages';
import { startRenderPools } from './render-pools';
import { routePage } from './page-routing';
import { registerReleaseFiles } from './release-files';
import type { Served } from './served-releases';
import type { SiteReleases } from './site-releases';
import { allowPageStyles, allowShellScripts } from './page-csp';
import { composingFor, notePageVisit, noteRenderFailure } from './page-visit';
import { splitPageModule } from 'shared-config/site-table';
import { canonicalHeader, canonicalPath } from '../seo/canonical-link';

// A path with a file extension is a file; anything else is a page the client router renders.
const looksLikeFile = (url: string) => /\/[^/]+\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

/**
 * Pages that differ per visitor must not be kept by a shared cache: a preview is for one browser
 * (and never indexed), and while a canary runs the releases depend on the visitor's cookie.
 */
function cacheControl(served: Served): string {
  if (served.previews.length > 0) return 'private, no-store';
  return served.personal ? 'private, no-cache' : 'no-cache';
}

/** The release files, and index.html composed from each visitor's releases for every page path. */
export async function registerPages(
  app: FastifyInstance,
  config: EdgeConfig,
  jobs: JobsSource,
  releases: SiteReleases,
  searchRenders: SearchRenderBudget,
): Promise<void> {
  await app.register(cookie);
  await registerReleaseFiles(app, config.releaseFilesDir);
  const pools = startRenderPools(app, config);
  const careersPages = createCareersPageRenderer(jobs, pools.careers, app.log, {
    maxBytes: cacheBudget(config.apiCacheMaxBytes, 'renderedPages'),
    searchRenders,
    publicUrl: config.publicUrl,
    onRenderFailure: () => noteRenderFailure('careers'),
  });
  const frames = createFrames(pools.frames, app.log, () => noteRenderFailure('shell'));
  const indexPages = createIndexPages(config, frames, careersPages);
  // The first visitors after a start find the stable composition's frames drawn, not being drawn.
  if (config.renderStart === 'listen') {
    app.addHook('onListen', async () => {
      const site = releases.stableSite();
      const table = await site?.table();
      if (site && table) frames.warm(site.shellRelease, table, frameFactsNow());
    });
  }

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const { preview } = request.query as { preview?: unknown };
    if (typeof preview === 'string') return releases.followPreviewLink(request, reply, preview);
    const served = await releases.forVisitor(request, reply);
    const site = releases.compose(served);
    if (!site) {
      request.log.error('no shell release is active: run npm run release -- activate shell <id>');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ message: 'The site is being deployed. Please try again shortly.' });
    }
    const routing = routePage(await site.table(), request.url);
    if (routing.kind === 'page') {
      const route = routing.page?.match.path ?? '(page)';
      labelRoute(request, route);
      // For its metrics and the canary analysis: whose page it is, and who was served what.
      notePageVisit(request, {
        route,
        package: routing.page ? splitPageModule(routing.page.match.page)[0] : 'shell',
        served,
      });
    } else labelRoute(request, routing.permanent ? '(alias)' : '(unknown path)');
    if (routing.kind === 'redirect') {
      // Which paths exist depends on the visitor's releases: only an alias is for every visitor, for good.
      const cache = routing.permanent && !served.personal ? 'public, max-age=86400' : cacheControl(served);
      return reply.header('Cache-Control', cache).redirect(routing.location, routing.permanent ? 301 : 302);
    }
    // By the stable composition's table, as the sitemap: a canary or a preview never changes what is indexed.
    const stable = await releases.stableTable();
    const canonical = stable && canonicalPath(request.url, stable);
    const page = await composingFor(request, () => indexPages.render(request.url, site, canonical));
    reply.code(page.status).header('Cache-Control', cacheControl(served)).type('text/html; charset=utf-8');
    if (page.canonical) reply.header('Link', canonicalHeader(page.canonical));
    if (served.previews.length > 0) reply.header('X-Robots-Tag', 'noindex');
    allowPageStyles(reply, page);
    allowShellScripts(reply, site.shell, (await site.shell.indexHtml.read()) ?? '');
    return sendPrecompressed(request, reply, page, page.html);
  };

  app.get('/', sendIndex);
  // The page's old file name, typed or bookmarked: the home page's one address.
  app.get('/index.html', (_request, reply) => reply.redirect('/', 301));

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      isPage &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/releases/') &&
      !looksLikeFile(request.url)
    ) {
      return sendIndex(request, reply);
    }
    return reply.code(404).send({ message: 'Not found' });
  });
}
