import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { httpErrors } from '@fastify/sensible';
import { PARTIAL_SUFFIX, syncFile } from './durable-files';

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
// measuring and hashing on the way so the file is never held whole in memory. It is written under a
// temporary name and synced before it takes its own: a file under its final name is complete and on
// stable storage (the folder is synced once per application, before its row is committed).
export async function storeUpload(part: MultipartFile, filesDir: string): Promise<StoredUpload> {
  const storedName = randomUUID();
  const storedPath = path.join(filesDir, storedName);
  const partialPath = `${storedPath}${PARTIAL_SUFFIX}`;
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
    await pipeline(part.file, meter, createWriteStream(partialPath, { flags: 'wx' }));
    // Busboy stops at the size limit and ends the stream quietly, flagging it as truncated.
    if (part.file.truncated) throw httpErrors.payloadTooLarge('File too large');
    await syncFile(partialPath);
    await rename(partialPath, storedPath);
  } catch (error) {
    await rm(partialPath, { force: true });
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
