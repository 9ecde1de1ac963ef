import { readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PackageName } from '../../packages/package-names';
import { ReleaseError } from '../../release-error';
import { syncFolder, writeDurably } from '../files/durable-write';
import { StoreFileError } from '../files/file-errors';

const MARK_PREFIX = '.publishing-';

/** `RELEASES_DIR/<name>/.publishing-<id>`: a publish of `id` began and has not finished. */
export const publishMarkFile = (releasesDir: string, name: PackageName, id: string) =>
  path.join(releasesDir, name, `${MARK_PREFIX}${id}`);

/** The release id a folder entry marks as being published, or null. */
export const markedId = (entry: string) => (entry.startsWith(MARK_PREFIX) ? entry.slice(MARK_PREFIX.length) : null);

// A publish touches its mark this often while it runs. A mark untouched for MARK_STALE_MS was left by
// a process that died: on another machine sharing RELEASES_DIR that is the only sign there is; on
// this machine, a process id that no longer runs says so at once.
const HEARTBEAT_MS = 2000;
export const MARK_STALE_MS = 15_000;

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

export interface PublishMark {
  /** Stops touching the mark (the publish failed: its leftovers are removed, the mark last). */
  stop(): void;
  /** Removes the mark: from then on the release is published. */
  finish(): Promise<void>;
}

/**
 * Marks `id` as being published by this process, before anything of it is written: until the mark
 * is removed the release is no release (no command lists, activates or previews it), and `gc` tells
 * a publish under way (its process runs, its mark is touched) from one that died (removed at once).
 */
export async function markPublishing(releasesDir: string, name: PackageName, id: string): Promise<PublishMark> {
  const file = publishMarkFile(releasesDir, name, id);
  const holder: Holder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  try {
    await writeDurably(file, `${JSON.stringify(holder)}\n`);
  } catch (error) {
    if (error instanceof StoreFileError && error.code === 'EEXIST') {
      throw new ReleaseError(`${name} ${id} is being published already (${file}): nothing was changed`);
    }
    // Created but not written whole (a full disk): no mark is left of a publish that never began.
    await rm(file, { force: true });
    throw error;
  }
  await syncFolder(path.dirname(file));
  const timer = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    async finish() {
      clearInterval(timer);
      await rm(file, { force: true });
      await syncFolder(path.dirname(file));
    },
  };
}

/** Whether the process `pid` runs on this machine (EPERM: it runs, as another user). */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a mark's holder (its JSON) is a process of this machine that no longer runs. */
export function holderGone(content: string): boolean {
  try {
    const holder = JSON.parse(content) as Holder;
    return holder.host === os.hostname() && !processRuns(holder.pid);
  } catch {
    return false;
  }
}

/** Where a publish that left its mark stands. */
export interface MarkState {
  underWay: boolean;
  /** Who publishes it, for the operator: `pid 4121 on build-7 since 2026-…`. */
  holder: string;
}

/** Whether the publish that wrote the mark `file` still runs. */
export async function markState(file: string, now = Date.now()): Promise<MarkState> {
  const [content, info] = await Promise.all([readFile(file, 'utf8').catch(() => ''), stat(file).catch(() => null)]);
  let holder: Holder | null = null;
  try {
    holder = JSON.parse(content) as Holder;
  } catch {
    // Cut short: its process died writing it, or is writing it this very moment (its age tells).
  }
  const stale = !info || now - info.mtimeMs > MARK_STALE_MS;
  const gone = holder !== null && holder.host === os.hostname() && !processRuns(holder.pid);
  return {
    underWay: !stale && !gone,
    holder: holder ? `pid ${holder.pid} on ${holder.host} since ${holder.startedAt}` : 'an unknown process',
  };
}
