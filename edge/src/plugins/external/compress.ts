import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Every answer of 1 KB or more compressed for a client that accepts it (pages, JSON, the API). */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Quality 5 keeps brotli cheap enough to compress on the fly under load.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
