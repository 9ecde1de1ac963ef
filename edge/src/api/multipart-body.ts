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

/** A multipart/form-data body read from the spooled files as it is sent, never held whole. */
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
