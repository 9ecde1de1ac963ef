import { stat } from 'node:fs/promises';
import { PACKAGE_NAMES, type PackageName } from '../../model/packages/package-names';
import type { HaltCause } from '../../model/log/release-log';
import type { ReleaseCache } from '../release-cache/release-cache';
import { applyOverride, readOverride, type EmergencyOverride } from './emergency-override';
import { describeFailure } from '../../model/storage/files/file-errors';
import { loadLastGood, saveLastGood } from './last-good-pointers';
import type { PointerStore } from '../../model/storage/pointers/pointer-store';
import type { Pointers } from '../../model/pointers/pointer-set';
import { EMPTY_POINTER, halt, runningCanary } from '../../model/pointers/release-pointer';
import type { ChangeRequests } from '../change-requests/change-requests';

/** How often an edge reads the pointers: a switch reaches every edge within a few of these. */
const POINTER_POLL_MS = 1000;

/** Where the pointers an edge serves came from. */
type PointerSource = 'store' | 'last-good' | 'none';

/** The logging a watcher needs (pino's, or a test's). */
export interface WatchLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PointerWatcherOptions {
  /** The shared pointers, read only: every change goes through the control plane (`requests`). */
  pointers: Pick<PointerStore, 'read'>;
  /** How this edge asks the control plane to record the halts it decides. */
  requests: Pick<ChangeRequests, 'haltCanary'>;
  /** Where this edge keeps the releases it serves: a set is switched to once each has arrived there. */
  cache: Pick<ReleaseCache, 'arrive' | 'prune'>;
  /** This edge's copy of the last set it served (in DATA_DIR, never the shared RELEASES_DIR). */
  lastGoodFile: string;
  /** The emergency override this edge obeys before the shared pointers. */
  overrideFile: string;
  log: WatchLog;
  pollMs?: number;
}

export interface PointerWatcher {
  /** The pointers this edge serves by: the shared ones as last accepted, under any halt and override. */
  current(): Pointers;
  /** Whether the pointers are known (read from the store, or from the last good set on disk). */
  hasRead(): boolean;
  source(): PointerSource;
  /** Whether the last read of the shared store succeeded. */
  storeReachable(): boolean;
  /** Packages whose shared pointer is damaged: the edge serves the last good one for them. */
  unreadable(): PackageName[];
  /** Releases the shared pointers name that are not on this edge (`<name>/<id>`): it keeps the last set meanwhile. */
  missing(): string[];
  /** The override in force on this edge. */
  override(): EmergencyOverride;
  /**
   * Stops serving a canary on this edge at once and asks the control plane to halt it in the shared
   * pointers, logged with `cause`, again at every read until it is recorded.
   */
  haltLocally(name: PackageName, id: string, reason: string, cause: HaltCause): Promise<boolean>;
  /** Reads the pointers once more now (the first read, and tests that cannot wait for the poll). */
  refresh(): Promise<void>;
  close(): void;
}

const EMPTY = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, EMPTY_POINTER])) as Pointers;

const sameSet = (a: Pointers, b: Pointers) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Follows the release pointers for an edge. Each poll reads the store once (one MGET, or one
 * readlink). A new set is accepted whole or not at all: only once every release it names has arrived
 * on this edge (`cache`: its folder and, written last, its record, fetched from the bucket the first
 * time), so a half-synced copy is never served and a release set never switches half-way; an edge
 * that cannot fetch one keeps its last set and says so. A damaged pointer, or one that comes back with
 * no active release where this edge serves one, keeps the last good one for its package alone. When
 * the store cannot be read (Redis down, a broken `current` link), the last set is kept and
 * `storeReachable` says so; an edge that starts then starts from the last good set saved in DATA_DIR. The emergency
 * override file wins over the shared pointers for the packages it names; a halt in it, or one this
 * edge decided, is asked of the control plane (`requests`) until it is recorded in the shared
 * pointers, so every edge then agrees; meanwhile this edge serves the canary to nobody.
 */
export function watchPointers({
  pointers: store,
  requests,
  cache,
  lastGoodFile,
  overrideFile,
  log,
  pollMs = POINTER_POLL_MS,
}: PointerWatcherOptions): PointerWatcher {
  let shared = EMPTY;
  let source: PointerSource = 'none';
  let reachable = false;
  let damaged: PackageName[] = [];
  let override: EmergencyOverride = {};
  let overrideStamp = '';
  const localHalts = new Map<PackageName, { id: string; reason: string; cause: HaltCause }>();
  const reported = new Set<string>();
  const present = new Set<string>();
  const missing = new Set<string>();
  let reading: Promise<void> | null = null;

  const once = (key: string, report: () => void) => {
    if (!reported.has(key)) report();
    reported.add(key);
  };

  async function available(name: PackageName, id: string | null | undefined): Promise<boolean> {
    if (!id || present.has(`${name}/${id}`)) return true;
    try {
      await cache.arrive(name, id);
      present.add(`${name}/${id}`);
      missing.delete(`${name}/${id}`);
      return true;
    } catch (error) {
      missing.add(`${name}/${id}`);
      once(`missing:${name}/${id}`, () =>
        log.error(
          { package: name, release: id, reason: describeFailure(error) },
          'release pointed to but not (wholly) on this edge: keeping the last set',
        ),
      );
      return false;
    }
  }

  async function readShared(): Promise<void> {
    const fresh = await store.read();
    reachable = true;
    const blank = fresh.version === 0 && PACKAGE_NAMES.every((name) => !fresh.pointers[name].active);
    if (blank && PACKAGE_NAMES.some((name) => shared[name].active)) {
      // A store that never held a pointer, where this edge served a site: Redis restarted without its
      // data, or another RELEASES_DIR. Taking it would take the whole site down.
      once('store-blank', () =>
        log.error({}, 'the pointer store holds no pointers at all (restarted without its data?): serving the last set'),
      );
      return;
    }
    reported.delete('store-blank');
    const reasons: Partial<Record<PackageName, string>> = { ...fresh.unreadable };
    for (const name of PACKAGE_NAMES) {
      const serving = shared[name].active;
      // No command ever takes a package's active release away (activate and rollback name one): a
      // pointer that comes back without one was lost or damaged, and would take the package down.
      if (!reasons[name] && serving && !fresh.pointers[name].active) {
        reasons[name] =
          `the shared pointer of ${name} names no active release where this edge serves ${serving}: it was lost or damaged`;
      }
    }
    const unreadable = Object.keys(reasons) as PackageName[];
    for (const name of unreadable) {
      once(`damaged:${name}:${reasons[name]}`, () =>
        log.error({ package: name, reason: reasons[name] }, 'release pointer unreadable: serving the last good one'),
      );
    }
    damaged = unreadable;
    const next = { ...fresh.pointers };
    for (const name of unreadable) next[name] = shared[name];
    for (const name of PACKAGE_NAMES) {
      const pointer = next[name];
      if (!(await available(name, pointer.active)) || !(await available(name, runningCanary(pointer)?.id))) return;
    }
    const changed = !sameSet(next, shared) || source !== 'store';
    shared = next;
    source = 'store';
    if (changed) {
      await saveLastGood(lastGoodFile, shared).catch((error: unknown) =>
        log.warn({ err: error }, 'could not save the last good release pointers'),
      );
      await cache
        .prune(shared)
        .catch((error: unknown) =>
          log.warn({ err: error }, 'could not clean the release cache of releases no pointer needs'),
        );
    }
  }

  async function startFromLastGood(): Promise<void> {
    if (source !== 'none') return;
    const saved = await loadLastGood(lastGoodFile);
    if (!saved) return;
    shared = saved.pointers;
    source = 'last-good';
    log.warn(
      { savedAt: saved.savedAt },
      'release pointers unreadable at start: serving the last good set saved on this edge',
    );
  }

  async function readOverrideFile(): Promise<void> {
    const stamp = await stat(overrideFile).then(
      ({ mtimeMs, size, ino }) => `${ino}:${mtimeMs}:${size}`,
      () => '',
    );
    if (stamp === overrideStamp) return;
    try {
      override = stamp ? await readOverride(overrideFile) : {};
      overrideStamp = stamp;
      if (Object.keys(override).length > 0) log.warn({ override }, 'emergency override in force on this edge');
      else log.info({}, 'no emergency override in force');
    } catch (error) {
      once(`override:${stamp}`, () =>
        log.error({ err: error }, 'emergency override unreadable: keeping the one read before'),
      );
    }
  }

  /** Halts decided on this edge (the override's, and its own) go into the shared pointers; true if any went. */
  async function carryHalts(): Promise<boolean> {
    if (!reachable) return false;
    let carried = false;
    type Wanted = [PackageName, string, string, HaltCause | null];
    const wanted: Wanted[] = [
      ...[...localHalts].map(([name, { id, reason, cause }]): Wanted => [name, id, reason, cause]),
      // A person's halt, carried by the edge: no rule decided it.
      ...(Object.entries(override) as [PackageName, EmergencyOverride[PackageName]][]).flatMap(([name, rule]) =>
        rule && 'halt' in rule ? [[name, rule.halt, `emergency override by ${rule.by}`, null] as Wanted] : [],
      ),
    ];
    for (const [name, id, reason, cause] of wanted) {
      if (runningCanary(shared[name])?.id !== id) {
        localHalts.delete(name);
        continue;
      }
      try {
        await requests.haltCanary({ name, id, reason, cause });
        carried = true;
        reported.delete(`carry:${name}/${id}`);
        log.info({ package: name, release: id }, 'halt decided on this edge recorded by the control plane');
      } catch (error) {
        // Asked again at every read; said once until it succeeds.
        once(`carry:${name}/${id}`, () =>
          log.error(
            { err: error, package: name, release: id, reason: describeFailure(error) },
            'could not have a halt decided on this edge recorded in the shared pointers yet: it stays on this edge',
          ),
        );
      }
    }
    // The local halt stays until the shared pointers, read again, show it: no moment serves the canary.
    if (carried) await readShared().catch(() => undefined);
    return carried;
  }

  async function read(): Promise<void> {
    await readOverrideFile();
    try {
      await readShared();
      if (reported.delete('store-down')) log.info({}, 'release pointers readable again');
    } catch (error) {
      reachable = false;
      // The reason names what cannot be read (the `current` link, Redis), never a credential.
      once('store-down', () =>
        log.error(
          { err: error, reason: describeFailure(error) },
          'release pointers unreadable: serving the last ones read',
        ),
      );
      await startFromLastGood();
    }
    await carryHalts();
  }

  const refresh = () => {
    reading ??= read().finally(() => (reading = null));
    return reading;
  };
  const timer = setInterval(() => void refresh(), pollMs);
  timer.unref();

  function current(): Pointers {
    let pointers = shared;
    for (const [name, { id }] of localHalts) {
      if (pointers[name].canary?.id === id) pointers = { ...pointers, [name]: halt(pointers[name], name) };
    }
    return applyOverride(pointers, override);
  }

  return {
    current,
    hasRead: () => source !== 'none',
    source: () => source,
    storeReachable: () => reachable,
    unreadable: () => damaged,
    missing: () => [...missing],
    override: () => override,
    async haltLocally(name, id, reason, cause) {
      if (runningCanary(shared[name])?.id !== id || localHalts.has(name)) return false;
      localHalts.set(name, { id, reason, cause });
      await carryHalts();
      return true;
    },
    refresh,
    close: () => clearInterval(timer),
  };
}
