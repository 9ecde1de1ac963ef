import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPackageName, isReleaseId, releaseFolder } from 'releases/model';
import { SERVER_FOLDER } from 'shared-config/build-output';

/** A release's files carry its id in their URL and never change: browsers and CDNs keep them for good. */
const RELEASE_FILE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Whether a file of a release is for browsers. The edge's own server modules, the build's full
 * statistics and source maps stay private: they describe the code rather than run it in a page.
 */
function isPublicReleaseFile(file: string): boolean {
  const segments = file.split('/');
  const name = segments[segments.length - 1] ?? '';
  return (
    segments.every((segment) => segment !== '' && !segment.startsWith('.')) &&
    segments[0] !== SERVER_FOLDER &&
    name !== 'mf-stats.json' &&
    !name.endsWith('.map')
  );
}

/** `GET /releases/<name>/<id>/<file>`: every public file of every release in RELEASES_DIR. */
export async function registerReleaseFiles(app: FastifyInstance, releasesDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: releasesDir,
    serve: false,
    cacheControl: false,
    // Set only on a file found: a 404 must not be cached for a year.
    setHeaders: (reply) => void reply.header('Cache-Control', RELEASE_FILE_CACHE),
  });
  // Never shed: a page already served needs its scripts, and an immutable file costs little to send.
  const options = { config: { neverShed: true } };
  app.get<{ Params: { name: string; id: string; '*': string } }>('/releases/:name/:id/*', options, (request, reply) => {
    const { name, id, '*': file } = request.params;
    if (!isPackageName(name) || !isReleaseId(id) || !isPublicReleaseFile(file)) return reply.callNotFound();
    return reply.sendFile(file, releaseFolder(releasesDir, name, id));
  });
}
