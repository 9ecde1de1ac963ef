import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { onFile, StoreFileError } from './file-errors';

// Every function here names its file when it fails (StoreFileError): `could not write <file>: the
// disk is full (ENOSPC)`, never a bare `ENOSPC: no space left on device, write`.
//
// Why not write-file-atomic (7.0.1, its line for Node 20; 8.0.0 needs Node 22 and writes the same
// way): it writes the content with one fs.write call and never checks how much was written, so on a
// full disk a short write is renamed over the file as if it were whole. Measured on a 64 KiB tmpfs:
// a 200 KiB write resolved and left 65,536 bytes in place of the old file; writeFileAtomically below
// rejected with ENOSPC and the old file stayed. Nor does it flush the folder, which a rename needs to
// survive a power cut.

async function sync(file: string, doing: string): Promise<void> {
  await onFile(file, doing, async () => {
    const handle = await open(file, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}

/** Flushes a folder's entries (a file renamed into it, a link replaced) to the disk. */
export const syncFolder = (folder: string) => sync(folder, 'flush the folder');

/** Flushes a file's content to the disk. */
export const syncFile = (file: string) => sync(file, 'flush');

/** Writes `content` to a new file and flushes it to the disk before anyone can rely on it. */
export async function writeDurably(file: string, content: string | Buffer, mode = 0o644): Promise<void> {
  await onFile(file, 'write', async () => {
    const handle = await open(file, 'wx', mode);
    try {
      // FileHandle.writeFile writes until everything is written: a full disk fails it (ENOSPC).
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}

/**
 * Writes `content` to `file` whole or not at all, and durably: a temporary file beside it, flushed,
 * renamed over it, and the folder flushed, so a crash or a power cut leaves the old file or the new
 * one, never an empty or half-written one. A failure names `file` (the temporary one is removed).
 */
export async function writeFileAtomically(file: string, content: string, mode = 0o644): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await onFile(file, 'write', async () => {
    try {
      await writeDurably(temporary, content, mode);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      // Named after the file being written, not its temporary copy.
      throw error instanceof StoreFileError ? error.original : error;
    }
  });
  await syncFolder(path.dirname(file));
}

/**
 * Appends lines to a file and flushes them before returning. A line cut short by an earlier failure
 * (a full disk) is ended first, so it spoils only itself, never the line written after it.
 */
export async function appendDurably(file: string, text: string): Promise<void> {
  await onFile(file, 'append to', async () => {
    const handle = await open(file, 'a+', 0o644);
    try {
      const { size } = await handle.stat();
      const last = Buffer.alloc(1);
      if (size > 0) await handle.read(last, 0, 1, size - 1);
      await handle.appendFile(size > 0 && last[0] !== 0x0a ? `\n${text}` : text);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}
