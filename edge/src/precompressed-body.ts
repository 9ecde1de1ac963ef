import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type BodyEncoding = 'br' | 'gzip';

/**
 * How hard to compress: a page is compressed once per deploy (or per job answer) and sent to every
 * visitor, so it gets brotli quality 5; a provider answer is compressed once per answer, which with
 * the job cache off (or a search nobody else makes) is once per request, so it gets the cheapest
 * levels: a 5.6 KB job list takes about 40 µs of CPU at brotli 1 against 185 µs at 5, and arrives in
 * 1.0 KB instead of 0.8 KB.
 */
export type CompressionEffort = 'shared' | 'per-answer';

const SETTINGS: Record<CompressionEffort, { brotliQuality: number; gzipLevel: number }> = {
  shared: { brotliQuality: 5, gzipLevel: 6 },
  'per-answer': { brotliQuality: 1, gzipLevel: 1 },
};

// Below this, compressing costs more than it saves (same threshold as the app-wide compression).
const MIN_COMPRESSED_LENGTH = 1024;
const variants = new WeakMap<object, Partial<Record<BodyEncoding | 'identity', Buffer>>>();

const SUPPORTED: BodyEncoding[] = ['br', 'gzip'];

/**
 * A brotli window no larger than the body (the output is the same): brotli's default 4 MB window is
 * allocated, and reported to V8 as memory, on every call whatever the body's size. For a 5.4 KB job
 * list at quality 1 that was 48 µs against 18 µs, and the allocations drove most of an uncached API
 * call's garbage collection; a 60 KB page at quality 5 takes 1.2 ms instead of 2.0 ms.
 */
export function brotliWindowBits(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_DEFAULT_WINDOW } = zlib.constants;
  return Math.min(BROTLI_DEFAULT_WINDOW, Math.max(BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(bytes, 1)))));
}

/**
 * The encoding the client prefers among brotli and gzip (its q-values first, then brotli), or null
 * for an uncompressed body. Negotiated as the app-wide compression (@fastify/compress) does it, so
 * a cached answer and one compressed on the fly agree: tokens are case-insensitive, and `*` and
 * `x-gzip` stand for gzip.
 */
export function preferredEncoding(acceptEncoding: string | undefined): BodyEncoding | null {
  if (!acceptEncoding) return null;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(header, SUPPORTED);
}

/**
 * The body of a cached answer compressed once per encoding and kept with the answer (`owner`), so a
 * burst of visitors reading one cached page costs one compression, not one each.
 */
export function compressedBody(
  owner: object,
  text: string,
  encoding: BodyEncoding | null,
  effort: CompressionEffort = 'shared',
): Buffer | null {
  if (encoding === null || text.length < MIN_COMPRESSED_LENGTH) return null;
  const known = variants.get(owner) ?? {};
  let body = known[encoding];
  if (!body) {
    const { brotliQuality, gzipLevel } = SETTINGS[effort];
    const bytes = Buffer.byteLength(text);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(text, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
              [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
            },
          })
        : zlib.gzipSync(text, { level: gzipLevel });
    variants.set(owner, { ...known, [encoding]: body });
  }
  return body;
}

/** `text` as bytes, encoded once and kept with `owner` (a prerendered page is tens of kilobytes). */
function identityBody(owner: object, text: string): Buffer {
  const known = variants.get(owner) ?? {};
  const body = known.identity ?? Buffer.from(text, 'utf8');
  if (!known.identity) variants.set(owner, { ...known, identity: body });
  return body;
}

/** Sends `text`, compressed once per encoding and kept with `owner`, in the encoding the client prefers. */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  owner: object,
  text: string,
  effort: CompressionEffort = 'shared',
): FastifyReply {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const compressed = compressedBody(owner, text, encoding, effort);
  if (compressed === null || encoding === null) return reply.send(identityBody(owner, text));
  // Already encoded, so the app-wide compression leaves it alone.
  return reply.header('Content-Encoding', encoding).header('Vary', 'Accept-Encoding').send(compressed);
}
