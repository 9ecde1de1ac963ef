import { appendFile, mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PACKAGE_NAMES, type PackageName } from '../packages/package-names';
import { concurrentChange, type PointerStore, type Pointers } from './pointer-store';
import { ReleaseError } from '../release-error';
import { parseLogEntry, type ReleaseLogEntry } from '../log/release-log';
import { EMPTY_POINTER, parsePointer, type ReleasePointer } from './release-pointer';
import { writeFileAtomically } from '../store/release-store';

// A lock older than this was left by a command that died: no change holds it for more than a moment.
const STALE_LOCK_MS = 60_000;

export const pointerFile = (releasesDir: string, name: PackageName) => path.join(releasesDir, name, 'pointer.json');
const lockFile = (releasesDir: string, name: PackageName) => path.join(releasesDir, name, 'pointer.lock');
export const logFile = (releasesDir: string) => path.join(releasesDir, 'release-log.jsonl');

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Pointers as one JSON file per package in RELEASES_DIR, replaced whole by a rename; a change takes
 * an exclusive lock file first, so a second change of the same package at the same moment fails
 * instead of overwriting the first. The log is a JSON-lines file beside them.
 */
export function createFilePointerStore(releasesDir: string): PointerStore {
  // An edge polls every second: a stat per package, the file read only when it was replaced.
  const known = new Map<PackageName, { stamp: string; pointer: ReleasePointer }>();

  async function read(name: PackageName): Promise<ReleasePointer> {
    const file = pointerFile(releasesDir, name);
    try {
      const { ino, mtimeMs, size } = await stat(file);
      const stamp = `${ino}:${mtimeMs}:${size}`;
      const cached = known.get(name);
      if (cached?.stamp === stamp) return cached.pointer;
      const pointer = parsePointer(await readFile(file, 'utf8'), name);
      known.set(name, { stamp, pointer });
      return pointer;
    } catch (error) {
      if (isMissing(error)) return EMPTY_POINTER;
      throw error;
    }
  }

  async function lock(name: PackageName): Promise<() => Promise<void>> {
    const file = lockFile(releasesDir, name);
    await mkdir(path.dirname(file), { recursive: true });
    for (let attempt = 0; ; attempt += 1) {
      try {
        const handle = await open(file, 'wx');
        await handle.writeFile(`${process.pid}@${os.hostname()}\n`);
        await handle.close();
        return () => rm(file, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const age = await stat(file).then(
          ({ mtimeMs }) => Date.now() - mtimeMs,
          () => 0,
        );
        if (attempt > 0 || age < STALE_LOCK_MS) {
          throw new ReleaseError(`another release change to ${name} is in progress (${file}): nothing was changed`);
        }
        await rm(file, { force: true });
      }
    }
  }

  const append = async (entry: ReleaseLogEntry) => {
    await mkdir(releasesDir, { recursive: true });
    await appendFile(logFile(releasesDir), `${JSON.stringify(entry)}\n`);
  };

  return {
    async readAll() {
      const pointers = await Promise.all(PACKAGE_NAMES.map(read));
      return Object.fromEntries(PACKAGE_NAMES.map((name, index) => [name, pointers[index]])) as Pointers;
    },

    async swap(name, expectedVersion, next, entry) {
      const unlock = await lock(name);
      try {
        known.delete(name);
        if ((await read(name)).version !== expectedVersion) throw concurrentChange(name);
        const written = { ...next, version: expectedVersion + 1 };
        await writeFileAtomically(pointerFile(releasesDir, name), `${JSON.stringify(written)}\n`);
        await append(entry);
        return written;
      } finally {
        await unlock();
      }
    },

    append,

    async log() {
      try {
        const text = await readFile(logFile(releasesDir), 'utf8');
        return text
          .split('\n')
          .map(parseLogEntry)
          .filter((entry): entry is ReleaseLogEntry => entry !== null);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },

    close: async () => undefined,
  };
}
