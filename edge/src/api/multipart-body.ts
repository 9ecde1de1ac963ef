import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ApplicationPart } from './receive-application';

export interface MultipartBody {
  stream: Readable;
  contentType: string;
}

// Quotes in a header parameter would end it early; names and file names are ours, but stay safe.
const quoted = (value: string) => value.replace(/["\\\r\n]/g, '_');

/**
 * A multipart/form-data body read from the spooled files as it is sent, never held whole.
 *
 * Kept by hand rather than undici's FormData with fs.openAsBlob: undici encodes a form by reading
 * every part into its stream's queue as fast as the disk allows, whatever the socket takes
 * (extractBody in undici's lib/web/fetch/body.js), where this generator yields the next piece only
 * when undici asks for it. Measured on this machine: 5 applications of 10 MB to a provider that
 * reads nothing for 8 s held 29 MB more buffers with FormData, 1 MB with this (after a GC; a remote
 * provider on a slow link would leave up to the whole file queued); the bench's 20 simultaneous
 * 10 MB uploads held 43 MB above idle with FormData against 24 MB (median of 7 each).
 */
export function multipartBody(parts: readonly ApplicationPart[]): MultipartBody {
  const boundary = `----corelink-${randomBytes(16).toString('hex')}`;
  async function* pieces(): AsyncGenerator<Buffer> {
    for (const part of parts) {
      const disposition = `Content-Disposition: form-data; name="${quoted(part.name)}"`;
      if (part.kind === 'field') {
        yield Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n${part.value}\r\n`);
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\n${disposition}; filename="${quoted(part.fileName)}"\r\n` +
          `Content-Type: ${part.type.mimeType}\r\n\r\n`,
      );
      yield* createReadStream(part.path) as AsyncIterable<Buffer>;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return { stream: Readable.from(pieces()), contentType: `multipart/form-data; boundary=${boundary}` };
}
