import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Parser, type ReadEntry } from 'tar';
import { ARCHIVE_LIMITS, ArchiveRefusal, type ArchiveLimits } from './archive-limits';

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile']);
const MAX_PATH = 512;

/**
 * The folder-relative path an entry names, or a refusal: a build is plain files and folders below
 * its own root, so an absolute path, a `..` segment, a backslash or a control character is refused
 * rather than cleaned up (nothing a build tool writes looks like that).
 */
function entryPath(raw: string): string {
  const name = raw.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
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

/**
 * Unpacks a gzip-compressed tar archive of a build into `folder` (new and empty), as it arrives:
 * plain files and folders only (a link of any kind is refused, so nothing can point out of the
 * folder), each path checked, and the archive's size, the bytes unpacked and the number of files
 * held to `limits`. The first problem stops the upload; what was written stays for the caller to
 * remove with the folder.
 */
export function extractBuildArchive(
  body: Readable,
  folder: string,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<{ files: number; bytes: number }> {
  const parser = new Parser({ strict: true });
  let received = 0;
  let files = 0;
  let bytes = 0;
  let writing: Promise<unknown> = Promise.resolve();
  let settled = false;

  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      body.unpipe(parser);
      body.resume();
      reject(error);
    };

    function onEntry(entry: ReadEntry) {
      if (settled) return entry.resume();
      try {
        const name = entryPath(entry.path);
        const target = path.join(folder, ...name.split('/'));
        if (entry.type === 'Directory') {
          entry.resume();
          writing = writing.then(() => mkdir(target, { recursive: true }));
          return;
        }
        if (!FILE_TYPES.has(entry.type)) {
          throw new ArchiveRefusal(
            `${name} is a ${entry.type} in the archive: a build is plain files and folders`,
            400,
          );
        }
        files += 1;
        bytes += entry.size ?? 0;
        if (files > limits.files) {
          throw new ArchiveRefusal(`the archive holds more than ${limits.files} files`, 413);
        }
        if (bytes > limits.extractedBytes) {
          throw new ArchiveRefusal(`the archive unpacks to more than ${limits.extractedBytes} bytes`, 413);
        }
        const written = writing
          .then(() => mkdir(path.dirname(target), { recursive: true }))
          // 'wx': a path given twice is refused rather than overwritten.
          .then(() => pipeline(entry, createWriteStream(target, { flags: 'wx', mode: 0o644 })))
          .catch((error: NodeJS.ErrnoException) => {
            entry.resume();
            fail(
              error.code === 'EEXIST'
                ? new ArchiveRefusal(`the archive holds ${name} twice`, 400)
                : error.code === 'ENOTDIR' || error.code === 'EISDIR'
                  ? new ArchiveRefusal(`the archive holds ${name} both as a file and as a folder`, 400)
                  : error,
            );
          });
        writing = written;
      } catch (error) {
        entry.resume();
        fail(error as Error);
      }
    }

    parser.on('entry', onEntry);
    parser.on('error', (error: Error) =>
      fail(new ArchiveRefusal(`the upload is no gzip-compressed tar archive of a build (${error.message})`, 400)),
    );
    parser.on('end', () => {
      void writing.then(() => {
        if (settled) return;
        settled = true;
        resolve({ files, bytes });
      });
    });
    body.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.archiveBytes) {
        fail(new ArchiveRefusal(`the archive is larger than ${limits.archiveBytes} bytes`, 413));
      }
    });
    body.on('error', (error) => fail(error));
    body.pipe(parser);
  });
}
