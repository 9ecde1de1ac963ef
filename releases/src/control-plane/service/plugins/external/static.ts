import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from 'shared-config/server';

/** The release console's production build (`npm run build` writes it). */
export const CONSOLE_DIST = path.join(REPO_ROOT, 'release-console', 'dist');

const CONSOLE_PAGE = 'index.html';
// webpack names every script, stylesheet, font and image by a hash of its content (`main.3f9c1a2b7d.js`).
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The file of the build a URL names, relative to it, or null when it names none (a view of the console). */
async function fileOf(root: string, url: string): Promise<string | null> {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://console').pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${pathname}`);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  const found = await stat(file).catch(() => null);
  return found?.isFile() ? path.relative(root, file) : null;
}

/**
 * The release console at `/`: its hashed files cached for good, its page revalidated on every visit
 * (`no-cache`: a new console shows at the next load), and every other path outside `/api/` answered
 * with that page, where the console's router takes over. The build's files are routes of their own
 * from the start; a build made while the service runs is found on disk.
 */
export async function registerConsoleFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, file) => void reply.header('Cache-Control', HASHED_FILE.test(file) ? IMMUTABLE : 'no-cache'),
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url === '/api' || /^\/api[/?]/.test(request.url)) return reply.callNotFound();
    const file = await fileOf(root, request.url);
    if (file) return reply.sendFile(file);
    if (!(await fileOf(root, `/${CONSOLE_PAGE}`))) {
      const message = `the release console is not built (npm run build writes ${root}); the API is under /api/`;
      return reply.code(503).send({ message });
    }
    return reply.sendFile(CONSOLE_PAGE);
  });
}
