import { randomBytes } from 'node:crypto';
import { access, lstat, mkdir, readFile, readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { PACKAGE_NAMES, type PackageName } from '../../packages/package-names';
import { ReleaseError } from '../../release-error';
import { appendDurably, syncFolder, writeDurably, writeFileAtomically } from '../files/durable-write';
import { faultPoint } from '../fault-point';
import { isMissing, onFile, StoreFileError, whyFileFailed } from '../files/file-errors';
import { parseLogEntry, type ReleaseLogEntry } from '../../log/release-log';
import { loggedChanges, type ChangeLines } from './logged-changes';
import { EMPTY_POINTER, parsePointer, type ReleasePointer } from '../../pointers/release-pointer';
import { ConcurrentChange, type PointerStore } from './pointer-store';
import { advanced, type Composition, type Pointers } from '../../pointers/pointer-set';

/** The folder of pointer snapshots: `current` links to the live one, `v<version>/<name>.json`. */
export const pointersDir = (releasesDir: string) => path.join(releasesDir, 'pointers');
export const pointerFile = (releasesDir: string, version: number, name: PackageName) =>
  path.join(pointersDir(releasesDir), `v${version}`, `${name}.json`);
/** The log lines a snapshot's change wrote, kept in the snapshot: `v<version>/change.json`. */
export const changeFile = (releasesDir: string, version: number) =>
  path.join(pointersDir(releasesDir), `v${version}`, 'change.json');
export const logFile = (releasesDir: string) => path.join(releasesDir, 'release-log.jsonl');

const CURRENT = 'current';
const SNAPSHOT = /^v(\d+)$/;
// A snapshot being written (`.v18-<random>`) and a link about to replace `current` (`.current-<random>`).
const DRAFT = /^\.(?:v\d+|current)-[0-9a-f]+$/;
// A change holds the lock for a moment; a lock not refreshed for this long was left by a command
// that died. proper-lockfile refreshes a held lock every half of it.
const STALE_LOCK_MS = 10_000;
// Snapshots kept behind the live one: an edge still reading an older one finishes its read.
const SNAPSHOTS_KEPT = 20;

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** One snapshot's change as written into it: its version and its log lines. */
interface SnapshotChange {
  version: number;
  entries: ReleaseLogEntry[];
}

/**
 * Pointers as files in RELEASES_DIR, one immutable snapshot folder per composition version
 * (`pointers/v17/careers.json` and its three siblings, and `change.json`, the change's log lines) and
 * a symbolic link, `pointers/current`, replaced by a rename to switch them all at once: a reader
 * resolves the link once and reads a set that never changes under it, and one damaged file spoils
 * only its own package. Switching the link is the one step that commits a change, its log lines
 * included: they are appended to `release-log.jsonl` after it, and a change whose process died
 * before that is carried into the log by the next change (and shown by `log()` meanwhile), so a
 * release is never live without its log line. A change takes one lock over the whole composition
 * (proper-lockfile, which takes over a stale lock safely), and the snapshot folder of the next
 * version can be created only once: even two writers that both think they hold the lock cannot both
 * switch. Every file is flushed before it is renamed into place.
 *
 * A broken link (missing while snapshots exist, a plain file, naming a snapshot that is not there)
 * makes `read` fail with a sentence naming it: nothing is read from it, so no change is ever worked
 * out from a partial read, and edges keep serving their last good set.
 */
export function createFilePointerStore(releasesDir: string): PointerStore {
  const dir = pointersDir(releasesDir);
  const link = path.join(dir, CURRENT);
  // An edge polls every second: one readlink, the files read only when the link moved.
  let known: { version: number; composition: Composition } | null = null;

  async function snapshotVersions(): Promise<number[]> {
    const entries = await readdir(dir).catch((error: unknown) => {
      if (isMissing(error)) return [] as string[];
      throw new StoreFileError(dir, 'read the folder', error);
    });
    return entries
      .map((entry) => SNAPSHOT.exec(entry)?.[1])
      .filter((version): version is string => version !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
  }

  /** The refusal for a `current` link that cannot be followed, with how to repair it. */
  async function brokenLink(what: string): Promise<ReleaseError> {
    const versions = await snapshotVersions().catch(() => [] as number[]);
    const { through, last } = loggedChanges(await readFile(logFile(releasesDir), 'utf8').catch(() => ''));
    const logged = versions.filter((version) => version <= Math.max(through, last)).at(-1);
    const newest = logged ?? versions.at(-1);
    const repair =
      newest === undefined
        ? 'no snapshot is left to point it at: activate every package again'
        : `point it at the ${logged === undefined ? 'newest snapshot' : 'newest snapshot the release log records'}: ln -sfn v${newest} ${link}`;
    return new ReleaseError(
      `the pointer link ${link} ${what}, so the live releases cannot be read and nothing was changed (edges serve their last good set meanwhile); to repair it, ${repair}`,
    );
  }

  /** Another process makes the very first change: it has written v1 and is about to create `current`. */
  async function firstChangeUnderWay(versions: readonly number[]): Promise<boolean> {
    if (versions.length !== 1 || versions[0] !== 1) return false;
    return lockfile.check(dir, { stale: STALE_LOCK_MS, realpath: false }).catch(() => false);
  }

  /**
   * The live snapshot's version: `current` names it; none yet (0) before the first change. A change
   * reads it holding the lock (`locked`): no first change of another process can then be under way.
   */
  async function currentVersion(locked = false): Promise<number> {
    let target: string;
    try {
      target = await readlink(link);
    } catch (error) {
      if (isMissing(error)) {
        const versions = await snapshotVersions();
        if (versions.length === 0 || (!locked && (await firstChangeUnderWay(versions)))) return 0;
        throw await brokenLink(`is missing, though pointer snapshots exist (v${versions[0]} to v${versions.at(-1)})`);
      }
      if (codeOf(error) === 'EINVAL') {
        const kind = (await lstat(link).catch(() => null))?.isDirectory() ? 'a folder' : 'a plain file';
        throw await brokenLink(`is ${kind}, not a link to a pointer snapshot`);
      }
      throw await brokenLink(`cannot be read: ${whyFileFailed(error)}`);
    }
    const match = SNAPSHOT.exec(target);
    if (!match) throw await brokenLink(`names '${target}', which is no pointer snapshot (v<number>)`);
    return Number(match[1]);
  }

  /** Whether snapshot `version` exists (version 0: no change was ever made). */
  async function checkSnapshot(version: number): Promise<void> {
    if (version === 0) return;
    const found = await stat(path.join(dir, `v${version}`)).then(
      (info) => ({ info, error: null }),
      (error: unknown) => ({ info: null, error }),
    );
    if (!found.info) {
      throw await brokenLink(
        isMissing(found.error)
          ? `names v${version}, which does not exist`
          : `names v${version}: ${whyFileFailed(found.error)}`,
      );
    }
    if (!found.info.isDirectory()) throw await brokenLink(`names v${version}, which is not a folder`);
  }

  /**
   * Whether the snapshot was written whole by a change that writes every package's file (it holds
   * its change): a file missing from it is then damage, not a package never activated.
   */
  const isWhole = (version: number) =>
    version === 0
      ? Promise.resolve(false)
      : access(changeFile(releasesDir, version)).then(
          () => true,
          () => false,
        );

  async function readPointer(file: string, name: PackageName, whole: boolean): Promise<ReleasePointer | string> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (isMissing(error) && !whole) return EMPTY_POINTER;
      return isMissing(error)
        ? `the release pointer of ${name} (${file}) is missing`
        : `the release pointer of ${name} (${file}) cannot be read: ${whyFileFailed(error)}`;
    }
    try {
      return parsePointer(text, `${name} (${file})`);
    } catch (error) {
      return (error as Error).message;
    }
  }

  async function readVersion(version: number): Promise<Composition> {
    // Before the first change every package's pointer is empty: there is no file to read.
    if (version === 0) {
      const pointers = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, EMPTY_POINTER])) as Pointers;
      return { version, pointers, unreadable: {} };
    }
    await checkSnapshot(version);
    const whole = await isWhole(version);
    const read = await Promise.all(
      PACKAGE_NAMES.map((name) => readPointer(pointerFile(releasesDir, version, name), name, whole)),
    );
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
    const version = await currentVersion();
    if (known?.version === version && version !== 0) return known.composition;
    const composition = await readVersion(version);
    known = { version, composition };
    return composition;
  }

  async function withLock<T>(run: () => Promise<T>): Promise<T> {
    await onFile(dir, 'create the folder', () => mkdir(dir, { recursive: true }));
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dir, {
        stale: STALE_LOCK_MS,
        retries: { retries: 20, minTimeout: 25, maxTimeout: 100 },
        realpath: false,
      });
    } catch (error) {
      if (codeOf(error) === 'ELOCKED') {
        throw new ReleaseError(
          `another release change is in progress (${dir}.lock; one left by a command that died is taken over after ${STALE_LOCK_MS / 1000} s): nothing was changed`,
        );
      }
      throw new StoreFileError(`${dir}.lock`, 'take the lock', error);
    }
    try {
      return await run();
    } finally {
      await release().catch(() => undefined);
    }
  }

  const readLog = () =>
    readFile(logFile(releasesDir), 'utf8').catch((error: unknown) => {
      if (isMissing(error)) return '';
      throw new StoreFileError(logFile(releasesDir), 'read', error);
    });

  async function changeOf(version: number): Promise<SnapshotChange | null> {
    try {
      const change = JSON.parse(await readFile(changeFile(releasesDir, version), 'utf8')) as { entries?: unknown };
      const lines = Array.isArray(change.entries) ? change.entries : [];
      const entries = lines.map((line) => parseLogEntry(JSON.stringify(line)));
      return { version, entries: entries.filter((entry): entry is ReleaseLogEntry => entry !== null) };
    } catch {
      return null;
    }
  }

  /** The log lines of changes up to `version` that are not in the log file yet (a command died after switching). */
  async function unlogged(version: number, logged: ChangeLines): Promise<SnapshotChange[]> {
    const pending = (await snapshotVersions()).filter((other) => other > logged.through && other <= version);
    const changes = await Promise.all(pending.map(changeOf));
    return changes
      .filter((change): change is SnapshotChange => change !== null)
      .map((change) => ({ ...change, entries: change.entries.slice(logged.counts.get(change.version) ?? 0) }))
      .filter((change) => change.entries.length > 0);
  }

  const lineOf = (entry: ReleaseLogEntry, change?: number) =>
    `${JSON.stringify(change === undefined ? entry : { ...entry, change })}\n`;

  async function append(lines: string): Promise<void> {
    if (lines === '') return;
    await onFile(releasesDir, 'create the folder', () => mkdir(releasesDir, { recursive: true }));
    await appendDurably(logFile(releasesDir), lines);
  }

  /** Appends the lines of changes committed but not logged (under the lock). */
  async function catchUpLog(version: number): Promise<void> {
    const missing = await unlogged(version, loggedChanges(await readLog()));
    await append(missing.flatMap((change) => change.entries.map((entry) => lineOf(entry, change.version))).join(''));
  }

  async function log(): Promise<ReleaseLogEntry[]> {
    const text = await readLog();
    const entries = text
      .split('\n')
      .map(parseLogEntry)
      .filter((entry): entry is ReleaseLogEntry => entry !== null);
    // A change whose command died between switching and logging is live: its lines count.
    const version = await currentVersion().catch(() => 0);
    const missing = (await unlogged(version, loggedChanges(text)).catch(() => [])).flatMap((change) => change.entries);
    if (missing.length === 0) return entries;
    return [...entries, ...missing].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }

  /** Writes the next snapshot whole, then switches `current` to it: the switch commits the change. */
  async function writeSnapshot(version: number, files: Map<string, string | Buffer>): Promise<void> {
    const target = path.join(dir, `v${version}`);
    const draft = path.join(dir, `.v${version}-${randomBytes(6).toString('hex')}`);
    await onFile(draft, 'create the folder', () => mkdir(draft));
    try {
      for (const [name, content] of files) await writeDurably(path.join(draft, `${name}.json`), content);
      await syncFolder(draft);
      await rename(draft, target).catch((error: unknown) => {
        // The next version exists already: another writer got there first (or died after writing it).
        if (codeOf(error) === 'ENOTEMPTY' || codeOf(error) === 'EEXIST') throw new ConcurrentChange();
        throw new StoreFileError(target, 'move into place', error);
      });
    } catch (error) {
      await rm(draft, { recursive: true, force: true });
      throw error;
    }
    faultPoint(releasesDir, 'swap:written');
    const next = path.join(dir, `.current-${randomBytes(6).toString('hex')}`);
    await onFile(next, 'create the link', () => symlink(`v${version}`, next));
    await onFile(link, 'replace the link', () => rename(next, link)).catch(async (error: unknown) => {
      await rm(next, { force: true });
      throw error;
    });
    await syncFolder(dir);
    faultPoint(releasesDir, 'swap:switched');
  }

  /**
   * What a writer that died left (under the lock): the next snapshot it wrote but never switched to,
   * which would block every change, and its drafts. Only once they are older than a stale lock: a
   * writer that still believes it holds the lock may be writing them.
   */
  async function removeAbandoned(version: number): Promise<void> {
    const now = Date.now();
    for (const entry of await readdir(dir)) {
      if (entry !== `v${version + 1}` && !DRAFT.test(entry)) continue;
      const info = await lstat(path.join(dir, entry)).catch(() => null);
      if (info && now - info.mtimeMs > STALE_LOCK_MS) await rm(path.join(dir, entry), { recursive: true, force: true });
    }
  }

  async function prune(version: number): Promise<void> {
    for (const entry of await readdir(dir)) {
      const match = SNAPSHOT.exec(entry);
      if (match && Number(match[1]) < version - SNAPSHOTS_KEPT)
        await rm(path.join(dir, entry), { recursive: true, force: true });
    }
  }

  /**
   * The next snapshot's files: the changed pointers, and every other one carried over byte for byte,
   * a damaged one included (only an activation of its own package replaces it). A package never
   * activated gets an empty pointer, so a file missing from a snapshot is always damage; one already
   * missing from a whole snapshot stays missing. Never worked out from a partial read: any other
   * failure to read a file refuses the change.
   */
  async function nextFiles(version: number, before: Composition, changes: Parameters<PointerStore['swap']>[1]) {
    const whole = await isWhole(version);
    const files = new Map<string, string | Buffer>();
    for (const name of PACKAGE_NAMES) {
      const change = changes.find((candidate) => candidate.name === name);
      if (change) {
        files.set(name, `${JSON.stringify(advanced(before.pointers[name], change.next))}\n`);
        continue;
      }
      if (version === 0) {
        files.set(name, `${JSON.stringify(EMPTY_POINTER)}\n`);
        continue;
      }
      const file = pointerFile(releasesDir, version, name);
      const bytes = await readFile(file).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw new StoreFileError(file, 'read', error);
      });
      if (bytes) files.set(name, bytes);
      else if (!whole) files.set(name, `${JSON.stringify(EMPTY_POINTER)}\n`);
    }
    return files;
  }

  return {
    read,

    swap: (expectedVersion, changes, entries) =>
      withLock(async () => {
        faultPoint(releasesDir, 'swap:locked');
        const version = await currentVersion(true);
        await checkSnapshot(version);
        if (version !== expectedVersion) throw new ConcurrentChange();
        await removeAbandoned(version);
        const before = await readVersion(version);
        await catchUpLog(version);
        const files = await nextFiles(version, before, changes);
        files.set('change', `${JSON.stringify({ version: version + 1, entries })}\n`);
        await writeSnapshot(version + 1, files);
        // Committed: its lines are in the snapshot. If appending them fails (a full disk), the next
        // change appends them, and log() shows them meanwhile.
        await append(entries.map((entry) => lineOf(entry, version + 1)).join('')).catch(() => undefined);
        faultPoint(releasesDir, 'swap:logged');
        await prune(version + 1);
        known = null;
        return read();
      }),

    append: (entry) => append(lineOf(entry)),

    log,

    async trimLog(keep) {
      // Nothing to drop (the common case): no lock, so retention runs while a change holds it.
      const all = await log();
      if (keep(all).length === all.length) return 0;
      return withLock(async () => {
        const version = await currentVersion(true);
        await catchUpLog(version);
        const lines = (await readLog()).split('\n');
        const raw = new Map<ReleaseLogEntry, string>();
        for (const line of lines) {
          const entry = parseLogEntry(line);
          if (entry) raw.set(entry, line);
        }
        const entries = [...raw.keys()];
        const kept = keep(entries);
        if (kept.length === entries.length) return 0;
        // Every change up to the live one is in the log now: said first, since its own lines may go.
        const through = `${JSON.stringify({ loggedThrough: version })}\n`;
        const text = kept.map((entry) => `${raw.get(entry) ?? JSON.stringify(entry)}\n`).join('');
        await writeFileAtomically(logFile(releasesDir), through + text);
        return entries.length - kept.length;
      });
    },
  };
}
