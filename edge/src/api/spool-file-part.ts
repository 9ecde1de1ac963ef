import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from 'shared-config/validation';
import { ApiError } from '../api-error/api-error';
import { MAGIC_HEAD_BYTES } from './sniff-file-type';

export interface SpooledPart {
  path: string;
  size: number;
  /** The first bytes, kept for the magic-byte check. */
  head: Buffer;
}

/**
 * Writes one uploaded file to disk under a generated name, counting as it goes; only the first few
 * bytes are kept in memory. Past MAX_UPLOAD_BYTES the upload stops with a 413.
 */
export async function spoolFilePart(part: MultipartFile, directory: string): Promise<SpooledPart> {
  const target = path.join(directory, randomUUID());
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) return callback(new ApiError(413, UPLOAD_MESSAGES.tooLarge));
      if (head.length < MAGIC_HEAD_BYTES) {
        head = Buffer.concat([head, chunk.subarray(0, MAGIC_HEAD_BYTES - head.length)]);
      }
      callback(null, chunk);
    },
  });
  await pipeline(part.file, meter, createWriteStream(target, { flags: 'wx' }));
  // The parser stops at its own limit (the same size) by ending the stream early, flagged as truncated.
  if (part.file.truncated) throw new ApiError(413, UPLOAD_MESSAGES.tooLarge);
  return { path: target, size, head };
}
