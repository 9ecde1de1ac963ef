import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPackageName, isPublicReleaseFile, isReleaseId, releaseFolder } from 'releases/model';

/** A release's files carry its id in their URL and never change: browsers and CDNs keep them for good. */
const RELEASE_FILE_CACHE = 'public, max-age=31536000, immutable';

/** `GET /releases/<name>/<id>/<file>`: every public file of every release this edge holds. */
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
