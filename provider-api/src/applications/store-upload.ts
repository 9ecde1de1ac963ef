import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { HttpError } from '../app/http-error';

export interface StoredUpload {
  fieldName: string;
  storedName: string;
  storedPath: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

// Streams one part to disk under a generated name (a client's file name never becomes a path),
// measuring and hashing on the way so the file is never held whole in memory.
export async function storeUpload(part: MultipartFile, filesDir: string): Promise<StoredUpload> {
  const storedName = randomUUID();
  const storedPath = path.join(filesDir, storedName);
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(part.file, meter, createWriteStream(storedPath, { flags: 'wx' }));
    // Busboy stops at the size limit and ends the stream quietly, flagging it as truncated.
    if (part.file.truncated) throw new HttpError(413, 'File too large');
  } catch (error) {
    await rm(storedPath, { force: true });
    throw error;
  }
  return {
    fieldName: part.fieldname,
    storedName,
    storedPath,
    originalName: part.filename,
    mimeType: part.mimetype,
    size,
    sha256: hash.digest('hex'),
  };
}

export async function removeUploads(uploads: readonly StoredUpload[]): Promise<void> {
  await Promise.all(uploads.map((upload) => rm(upload.storedPath, { force: true })));
}
