import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Flushes a folder's entries (a file renamed into it, a link replaced) to the disk. */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a file's content to the disk. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `content` to a new file and flushes it to the disk before anyone can rely on it. */
export async function writeDurably(file: string, content: string | Buffer, mode = 0o644): Promise<void> {
  const handle = await open(file, 'wx', mode);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes `content` to `file` whole or not at all, and durably: a temporary file beside it, flushed,
 * renamed over it, and the folder flushed, so a crash or a power cut leaves the old file or the new
 * one, never an empty or half-written one.
 */
export async function writeFileAtomically(file: string, content: string, mode = 0o644): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeDurably(temporary, content, mode);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(file));
}

/** Appends lines to a file and flushes them before returning. */
export async function appendDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'a', 0o644);
  try {
    await handle.appendFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
