import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { PACKAGE_NAMES, type PackageName } from '../packages/package-names';
import { ReleaseError } from '../release-error';
import { appendDurably, syncFolder, writeDurably, writeFileAtomically } from '../store/durable-write';
import { parseLogEntry, type ReleaseLogEntry } from '../log/release-log';
import { createServedMarks } from './served-marks';
import { EMPTY_POINTER, parsePointer, type ReleasePointer } from './release-pointer';
import { advanced, ConcurrentChange, type Composition, type PointerStore, type Pointers } from './pointer-store';

/** The folder of pointer snapshots: `current` links to the live one, `v<version>/<name>.json`. */
export const pointersDir = (releasesDir: string) => path.join(releasesDir, 'pointers');
export const pointerFile = (releasesDir: string, version: number, name: PackageName) =>
  path.join(pointersDir(releasesDir), `v${version}`, `${name}.json`);
/** Before release sets, each package's pointer was a file of its own: read until the first change. */
export const legacyPointerFile = (releasesDir: string, name: PackageName) =>
  path.join(releasesDir, name, 'pointer.json');
export const logFile = (releasesDir: string) => path.join(releasesDir, 'release-log.jsonl');

const CURRENT = 'current';
const SNAPSHOT = /^v(\d+)$/;
// A change holds the lock for a moment; a lock not refreshed for this long was left by a command
// that died. proper-lockfile refreshes a held lock every half of it.
const STALE_LOCK_MS = 10_000;
// Snapshots kept behind the live one: an edge still reading an older one finishes its read.
const SNAPSHOTS_KEPT = 20;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const reasonOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message;

/** The live snapshot's version: `current` names it; none yet (0) before the first change. */
async function currentVersion(dir: string): Promise<number> {
  try {
    const match = SNAPSHOT.exec(await readlink(path.join(dir, CURRENT)));
    if (!match) throw new ReleaseError(`${path.join(dir, CURRENT)} does not name a pointer snapshot`);
    return Number(match[1]);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
}

/**
 * Pointers as files in RELEASES_DIR, one immutable snapshot folder per composition version
 * (`pointers/v17/careers.json` and its three siblings) and a symbolic link, `pointers/current`,
 * replaced by a rename to switch them all at once: a reader resolves the link once and reads a set
 * that never changes under it, and one damaged file spoils only its own package. A change takes one
 * lock over the whole composition (proper-lockfile, which takes over a stale lock safely), and the
 * snapshot folder of the next version can be created only once: even two writers that both think
 * they hold the lock cannot both switch. Every file is flushed before it is renamed into place.
 */
export function createFilePointerStore(releasesDir: string): PointerStore {
  const dir = pointersDir(releasesDir);
  const served = createServedMarks(releasesDir);
  // An edge polls every second: one readlink, the files read only when the link moved.
  let known: { version: number; composition: Composition } | null = null;

  async function readPointer(file: string, name: PackageName): Promise<ReleasePointer | string> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (isMissing(error)) return EMPTY_POINTER;
      return `the release pointer of ${name} (${file}) cannot be read: ${reasonOf(error)}`;
    }
    try {
      return parsePointer(text, `${name} (${file})`);
    } catch (error) {
      return (error as Error).message;
    }
  }

  async function readVersion(version: number): Promise<Composition> {
    const files = PACKAGE_NAMES.map((name) =>
      version === 0 ? legacyPointerFile(releasesDir, name) : pointerFile(releasesDir, version, name),
    );
    const read = await Promise.all(PACKAGE_NAMES.map((name, index) => readPointer(files[index] as string, name)));
    const pointers = {} as Pointers;
    const unreadable: Composition['unreadable'] = {};
    PACKAGE_NAMES.forEach((name, index) => {
      const outcome = read[index] as ReleasePointer | string;
      if (typeof outcome === 'string') {
        unreadable[name] = outcome;
        pointers[name] = EMPTY_POINTER;
      } else {
        pointers[name] = outcome;
      }
    });
    return { version, pointers, unreadable };
  }

  async function read(): Promise<Composition> {
    const version = await currentVersion(dir);
    if (known?.version === version && version !== 0) return known.composition;
    const composition = await readVersion(version);
    known = { version, composition };
    return composition;
  }

  async function withLock<T>(run: () => Promise<T>): Promise<T> {
    await mkdir(dir, { recursive: true });
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dir, {
        stale: STALE_LOCK_MS,
        retries: { retries: 20, minTimeout: 25, maxTimeout: 100 },
        realpath: false,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new ReleaseError(`another release change is in progress (${dir}.lock): nothing was changed`);
      }
      throw error;
    }
    try {
      return await run();
    } finally {
      await release().catch(() => undefined);
    }
  }

  /** Writes the next snapshot whole, then switches `current` to it. */
  async function writeSnapshot(version: number, files: Map<PackageName, string | Buffer>): Promise<void> {
    const target = path.join(dir, `v${version}`);
    const draft = path.join(dir, `.v${version}-${randomBytes(6).toString('hex')}`);
    await mkdir(draft);
    try {
      for (const [name, content] of files) await writeDurably(path.join(draft, `${name}.json`), content);
      await syncFolder(draft);
      await rename(draft, target);
    } catch (error) {
      await rm(draft, { recursive: true, force: true });
      const code = (error as NodeJS.ErrnoException).code;
      // The next version exists already: another writer got there first (or died after writing it).
      if (code === 'ENOTEMPTY' || code === 'EEXIST') throw new ConcurrentChange();
      throw error;
    }
    const link = path.join(dir, `.current-${randomBytes(6).toString('hex')}`);
    await symlink(`v${version}`, link);
    await rename(link, path.join(dir, CURRENT));
    await syncFolder(dir);
  }

  /** A snapshot of a writer that died before switching `current` would block every change: remove it. */
  async function removeAbandoned(version: number): Promise<void> {
    const next = path.join(dir, `v${version + 1}`);
    const age = await stat(next).then(
      ({ mtimeMs }) => Date.now() - mtimeMs,
      () => null,
    );
    if (age !== null && age > STALE_LOCK_MS) await rm(next, { recursive: true, force: true });
  }

  async function prune(version: number): Promise<void> {
    for (const entry of await readdir(dir)) {
      const match = SNAPSHOT.exec(entry);
      if (match && Number(match[1]) < version - SNAPSHOTS_KEPT)
        await rm(path.join(dir, entry), { recursive: true, force: true });
    }
    if (version === 1) {
      // The first snapshot carries the old per-package files forward: they are no longer read.
      await Promise.all(PACKAGE_NAMES.map((name) => rm(legacyPointerFile(releasesDir, name), { force: true })));
    }
  }

  const append = async (entries: readonly ReleaseLogEntry[]) => {
    if (entries.length === 0) return;
    await mkdir(releasesDir, { recursive: true });
    await appendDurably(logFile(releasesDir), entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
  };

  async function log(): Promise<ReleaseLogEntry[]> {
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
  }

  return {
    read,

    swap: (expectedVersion, changes, entries) =>
      withLock(async () => {
        const version = await currentVersion(dir);
        if (version !== expectedVersion) throw new ConcurrentChange();
        await removeAbandoned(version);
        const before = await readVersion(version);
        const files = new Map<PackageName, string | Buffer>();
        for (const name of PACKAGE_NAMES) {
          const change = changes.find((candidate) => candidate.name === name);
          if (change) {
            files.set(name, `${JSON.stringify(advanced(before.pointers[name], change.next))}\n`);
            continue;
          }
          // Unchanged pointers are carried over byte for byte, a damaged one included: only an
          // activation of its own package replaces it.
          const previous =
            version === 0 ? legacyPointerFile(releasesDir, name) : pointerFile(releasesDir, version, name);
          const bytes = await readFile(previous).catch((error: unknown) => {
            if (isMissing(error)) return null;
            throw error;
          });
          if (bytes) files.set(name, bytes);
        }
        await writeSnapshot(version + 1, files);
        await append(entries);
        await prune(version + 1);
        known = null;
        return read();
      }),

    append: (entry) => append([entry]),

    log,

    trimLog: (keep) =>
      withLock(async () => {
        const entries = await log();
        const kept = keep(entries);
        if (kept.length === entries.length) return 0;
        await writeFileAtomically(logFile(releasesDir), kept.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
        return entries.length - kept.length;
      }),

    ...served,

    close: async () => undefined,
  };
}
