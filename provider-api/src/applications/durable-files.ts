import { open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from 'better-sqlite3';

/** A file still being written: never referenced by a row, removed by the start-up sweep if left. */
export const PARTIAL_SUFFIX = '.partial';

async function sync(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Flushes a written file's bytes to stable storage (fsync applies to the file, whichever handle asks). */
export const syncFile = sync;

/**
 * Flushes a folder's entries (a file's new name after a rename) to stable storage. Until then a
 * power loss may forget the rename even though the file's bytes were synced.
 */
export const syncDirectory = sync;

/**
 * Removes what a crash can leave in the files folder: files still under their temporary name, and
 * files written for an application whose row was never committed. Rows are committed only after
 * their files are on disk, so no row can point at a missing file; the reverse is swept here.
 */
export async function sweepOrphanFiles(db: Database, filesDir: string): Promise<string[]> {
  const referenced = new Set(
    db
      .prepare<[], { stored_name: string }>('SELECT stored_name FROM application_files')
      .all()
      .map((row) => row.stored_name),
  );
  const orphans = (await readdir(filesDir)).filter((name) => !referenced.has(name));
  await Promise.all(orphans.map((name) => rm(path.join(filesDir, name), { force: true })));
  return orphans;
}
