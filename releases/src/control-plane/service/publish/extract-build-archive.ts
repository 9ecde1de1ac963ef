import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { StoreFileError } from '../../../model/storage/files/file-errors';
import { ARCHIVE_LIMITS, ArchiveRefusal, notABuildArchive, type ArchiveLimits } from './archive-limits';
import { FILE_TYPES, TarBlocks } from './tar-blocks';
import { watchUploadPace, type UploadPace } from './upload-pace';

const MAX_PATH = 512;

export interface ExtractOptions {
  limits?: ArchiveLimits;
  /** The pace the archive must arrive at; unset: any (an archive already in memory). */
  pace?: UploadPace;
  /** Stops the unpacking (the publish's deadline): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/**
 * The folder-relative path an entry names, or a refusal: a build is plain files and folders below
 * its own root, so an absolute path, a `..` segment, a backslash or a control character is refused
 * rather than cleaned up (nothing a build tool writes looks like that). The root folder itself
 * (`./`, which GNU tar archives first) is null: there is nothing to make.
 */
function entryPath(raw: string, type: string): string | null {
  const name = raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  if (name === '' && type === 'Directory' && /^(\.\/)+$/.test(raw)) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  const unsafe = name.length > MAX_PATH || name.startsWith('/') || /[\\\u0000-\u001f]/.test(name);
  if (unsafe || name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new ArchiveRefusal(
      `the archive names ${JSON.stringify(raw.slice(0, 100))}, which is no path inside a build`,
      400,
    );
  }
  return name;
}

/** Counts the archive's bytes as they arrive and refuses past `limit`. */
function sizeMeter(limit: number): Transform & { received: () => number } {
  let received = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(new ArchiveRefusal(`the archive is larger than ${limit} bytes`, 413));
      else done(null, chunk);
    },
  });
  return Object.assign(meter, { received: () => received });
}

/**
 * Unpacks a gzip-compressed tar archive of a build into `folder` (new and empty), as it arrives:
 * plain files and folders only (a link of any kind is refused, so nothing can point out of the
 * folder), each path checked, and the archive's size, its decompressed stream (which must end at
 * its end-of-archive marker: tar-blocks.ts), the bytes unpacked and the entries held to `limits`,
 * the pace it arrives at to `pace`. The first problem stops the upload; what was written stays for
 * the caller to remove with the folder.
 */
export async function extractBuildArchive(
  body: Readable,
  folder: string,
  { limits = ARCHIVE_LIMITS, pace, signal }: ExtractOptions = {},
): Promise<{ files: number; bytes: number }> {
  const meter = sizeMeter(limits.archiveBytes);
  const gunzip = createGunzip();
  const blocks = new TarBlocks(limits);
  const parser = new Parser({ strict: true });
  const stopped = new AbortController();
  const watch = pace ? watchUploadPace(meter.received, pace) : null;
  let entriesParsed = 0;
  let writing: Promise<unknown> = Promise.resolve();

  const fail = (error: unknown) => {
    if (!stopped.signal.aborted) stopped.abort(error);
  };
  const onAbort = () => fail(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  watch?.tooSlow.catch(fail);

  const write = (entry: ReadEntry, name: string, target: string) =>
    writing
      .then(() => mkdir(path.dirname(target), { recursive: true }))
      // 'wx': a path given twice is refused rather than overwritten.
      .then(() => pipeline(entry, createWriteStream(target, { flags: 'wx', mode: 0o644 }), { signal: stopped.signal }))
      .catch((error: NodeJS.ErrnoException) => {
        entry.resume();
        fail(
          error.code === 'EEXIST'
            ? new ArchiveRefusal(`the archive holds ${name} twice`, 400)
            : error.code === 'ENOTDIR' || error.code === 'EISDIR'
              ? new ArchiveRefusal(`the archive holds ${name} both as a file and as a folder`, 400)
              : error.code
                ? new StoreFileError(target, 'write', error)
                : error,
        );
      });

  const parsed = new Promise<void>((resolve) => {
    parser.on('entry', (entry: ReadEntry) => {
      entriesParsed += 1;
      if (stopped.signal.aborted) return entry.resume();
      try {
        const name = entryPath(entry.path, entry.type);
        if (entry.type === 'Directory' || name === null) {
          entry.resume();
          const made = name && path.join(folder, ...name.split('/'));
          if (made) {
            writing = writing
              .then(() => mkdir(made, { recursive: true }))
              .catch((error: unknown) => fail(new StoreFileError(made, 'create the folder', error)));
          }
          return;
        }
        if (!FILE_TYPES.has(entry.type)) {
          throw new ArchiveRefusal(
            `${name} is a ${entry.type} in the archive: a build is plain files and folders`,
            400,
          );
        }
        writing = write(entry, name, path.join(folder, ...name.split('/')));
      } catch (error) {
        entry.resume();
        fail(error);
      }
    });
    parser.on('ignoredEntry', () => (entriesParsed += 1));
    parser.on('meta', () => (entriesParsed += 1));
    parser.on('error', (error: Error) => fail(notABuildArchive(error.message)));
    parser.on('end', resolve);
  });
  blocks.pipe(parser);

  // The request's stream is never destroyed here: its connection carries the answer that says why.
  body.pipe(meter);
  body.once('error', fail);
  body.once('end', () => watch?.stop());
  body.once('close', () => {
    if (!body.readableEnded) fail(new ArchiveRefusal('the upload was cut off before its end', 400));
  });
  const received = pipeline(meter, gunzip, blocks, { signal: stopped.signal }).catch((error: unknown) => {
    // Whatever stopped the upload first says why; a gzip stream that is none says so.
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      fail(notABuildArchive((error as Error).message));
    }
    fail(error);
  });
  const aborted = new Promise<never>((_resolve, reject) => {
    const onStop = () => reject(stopped.signal.reason);
    if (stopped.signal.aborted) onStop();
    else stopped.signal.addEventListener('abort', onStop, { once: true });
  });
  aborted.catch(() => undefined);
  try {
    await Promise.race([Promise.all([received, parsed]), aborted]);
    await Promise.race([writing, aborted]);
    if (stopped.signal.aborted) throw stopped.signal.reason;
  } finally {
    watch?.stop();
    signal?.removeEventListener('abort', onAbort);
    if (stopped.signal.aborted) body.unpipe(meter);
    // Nothing is still being written when the caller removes the folder (each write ends on the abort).
    await writing;
  }
  if (entriesParsed !== blocks.entriesSeen) {
    throw notABuildArchive(`its entries read as ${entriesParsed} or as ${blocks.entriesSeen}`);
  }
  return { files: blocks.files, bytes: blocks.bytes };
}
