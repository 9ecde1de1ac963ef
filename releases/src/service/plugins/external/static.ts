import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../../../packages/package-names';

/** The release console's production build (`npm run build` writes it). */
export const CONSOLE_DIST = path.join(REPO_ROOT, 'release-console', 'dist');

const CONSOLE_PAGE = 'index.html';
// webpack names every script, stylesheet, font and image by a hash of its content (`main.3f9c1a2b7d.js`).
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The release console at `/`: its hashed files cached for good, its page revalidated on every visit
 * (`no-cache`: a new console shows at the next load), and every other path outside `/api/` answered
 * with that page, where the console's router takes over. The files are listed once, when the service
 * starts: the build it serves is the one deployed beside it.
 */
export async function registerConsoleFiles(app: FastifyInstance, root: string): Promise<void> {
  const built = existsSync(path.join(root, CONSOLE_PAGE));
  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, file) => void reply.header('Cache-Control', HASHED_FILE.test(file) ? IMMUTABLE : 'no-cache'),
    });
  }
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url === '/api' || /^\/api[/?]/.test(request.url)) return reply.callNotFound();
    if (!built) {
      const message = `the release console is not built (npm run build writes ${root}); the API is under /api/`;
      return reply.code(503).send({ message });
    }
    return reply.sendFile(CONSOLE_PAGE);
  });
}
