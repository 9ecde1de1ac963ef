import { createCircuitBreaker } from './circuit-breaker';
import { probeConfinement, type HostConfinement } from './confinement';
import { libraryFolders, sandboxLibraries } from './library-folders';
import { createProcessHost, type ProcessHost } from './process-host';
import { busyMsBetween, isStopped, type ProcessStat } from './process-stat';
import { startRenderChild, type RenderChild } from './render-child';
import type {
  CallOutcome,
  FailureReason,
  PoolEvent,
  ReplaceReason,
  SandboxRelease,
  SkipReason,
} from './render-outcome';
import type { RenderSandboxSettings } from './sandbox-settings';
import { createStageRoot, removeFolder } from './stage-folder';
import { createUidClaims, type UidClaim } from './uid-claims';

export interface RenderPoolOptions {
  settings: RenderSandboxSettings;
  /** Modules each render process loads before it takes requests (the libraries a release's module needs). */
  preload?: readonly string[];
  onEvent?: (event: PoolEvent) => void;
  /** How long a render process may take to load its libraries (the platform's matter, not a release's). */
  startTimeoutMs?: number;
}

interface CallOptions {
  /** Answers the caller can use; anything else counts as a failure (`output`) of the release. */
  accept?: (value: unknown) => boolean;
  /** A module without this export is no failure: the outcome is `{ ok: true, value: undefined }`. */
  optional?: boolean;
  /**
   * How long the caller waits for an answer once a render process is up (the visitor's wait, by
   * default the render deadline); the render keeps its own deadline. Null: wait for the outcome,
   * whatever it is (a smoke render).
   */
  waitMs?: number | null;
}

export interface RenderPool {
  /** Calls `name(...args)` of the release's module, in a render process given to that release. */
  call(release: SandboxRelease, name: string, args: unknown[], options?: CallOptions): Promise<CallOutcome>;
  /** Loads the release's module in a render process (a smoke check): the names of the functions it exports. */
  load(release: SandboxRelease, options?: Pick<CallOptions, 'waitMs'>): Promise<CallOutcome>;
  /** Starts the render processes now, so that no visitor waits for one to start. */
  warm(): void;
  /** Resident memory of the render processes together, as last measured. */
  residentBytes(): number;
  /** How long a render may take, and a caller waits for one by default. */
  readonly renderTimeoutMs: number;
  close(): Promise<void>;
}

interface Waiting {
  release: SandboxRelease;
  key: string;
  /** The export to call; null: only load the module. */
  name: string | null;
  args: unknown[];
  options: CallOptions;
  settled: boolean;
  timer: NodeJS.Timeout | null;
  settle(outcome: CallOutcome): void;
}

/** What each process of a pool rendering careers' pages loads first: the libraries its server build leaves out. */
export const CAREERS_PRELOAD = ['react', 'react/jsx-runtime', 'react-dom/server', 'react-router', 'jsdom'] as const;

/** What the process rendering the shell's frames loads first: the same libraries but jsdom, which frames never need. */
export const FRAMES_PRELOAD = ['react', 'react/jsx-runtime', 'react-dom/server', 'react-router'] as const;

const MAX_LINE_BYTES = 8 * 1024 * 1024;
const WATCH_MS = 100;
// After a render process could not even start, the next try waits this long: no start on every request.
const START_BACKOFF_MS = 5000;
const MB = 1024 * 1024;

// Its folder too: two folders holding releases of one name and id (two RELEASES_DIRs) are two releases.
const keyOf = (release: SandboxRelease) => `${release.name}/${release.id}@${release.folder}/${release.module}`;
const byLeastRecentUse = (a: RenderChild, b: RenderChild) => a.lastUsed - b.lastUsed;

/**
 * A small pool of render processes running releases' server modules. A process serves one release
 * only, so a module that patches a library never reaches another release's renders: a render goes to
 * an idle process of its release, else to a started one not yet given a release, else the least
 * recently used idle process of another release is replaced. At most `poolSize` renders run at once
 * and `queueMax` wait. A process that crashes, misses its deadline or grows past its memory ceiling is
 * killed and replaced, and counts against its release, whose circuit opens after repeated failures.
 * So is one found stopped, or using more than `idleCpuMs` of CPU between two renders (a timer or a
 * loop its module left running): the watchdog reads each process's state and CPU time from /proc.
 */
export function createRenderPool({
  settings,
  preload = [],
  onEvent = () => undefined,
  startTimeoutMs = 30_000,
}: RenderPoolOptions): RenderPool {
  const breaker = createCircuitBreaker(settings.breaker);
  const libraries = sandboxLibraries();
  const folders = libraryFolders(libraries);
  // V8's heap gets half the ceiling: the watchdog holds the rest (buffers, native memory).
  const heapMb = Math.max(32, Math.floor(settings.processMaxBytes / MB / 2));
  const children: RenderChild[] = [];
  const ready = new Set<RenderChild>();
  const exportsOf = new Map<RenderChild, string[]>();
  const releaseOf = new Map<RenderChild, SandboxRelease>();
  // What the kernel said of a process when it last finished a step of its release's: the CPU it uses
  // (or waits for) beyond that while idle is its module's leftovers.
  const idleSince = new Map<RenderChild, ProcessStat>();
  const uids = settings.uids;
  const claims = uids && createUidClaims(uids, (uid, holder) => onEvent({ kind: 'uid-taken', uid, holder }));
  let confinement: Promise<HostConfinement> | null = null;
  let queue: Waiting[] = [];
  let stageRoot: Promise<string> | null = null;
  let host: ProcessHost | null = null;
  let spawned = 0;
  let warmed = false;
  let booted = false;
  let startFailedAt = -Infinity;
  let closed = false;
  let resident = 0;

  const alive = () => children.filter((child) => child.isAlive());
  const starting = () => alive().some((child) => !ready.has(child));
  const idle = () => [...ready].filter((child) => child.isAlive() && !child.busy);

  function skip(entry: Waiting, reason: SkipReason, message: string) {
    if (entry.settled) return;
    onEvent({ kind: 'skipped', release: entry.release, reason });
    entry.settle({ ok: false, reason, message });
  }

  /** Counts a failure against the release's circuit, and says so when that opened it. */
  function countAgainst(release: SandboxRelease) {
    if (breaker.failed(keyOf(release))) {
      const { failures, pauseMs } = settings.breaker;
      onEvent({ kind: 'paused', release, failures, pauseMs });
    }
  }

  function fail(entry: Waiting, reason: FailureReason, message: string) {
    if (closed) return entry.settle({ ok: false, reason: 'unavailable', message: 'the render pool closed' });
    onEvent({ kind: 'failure', release: entry.release, reason, message });
    countAgainst(entry.release);
    entry.settle({ ok: false, reason, message });
  }

  /** How this host confines render processes, found once, before the pool's first process. */
  function confined(processHost: ProcessHost): Promise<HostConfinement> {
    confinement ??= probeConfinement(processHost, uids !== null).then((found) => {
      const { namespaces, ownUids, without } = found;
      onEvent({ kind: 'confined', confinement: { namespaces, ownUids, without } });
      return found;
    });
    return confinement;
  }

  function startWaiting(entry: Waiting) {
    const { waitMs = settings.renderTimeoutMs } = entry.options;
    if (waitMs === null || entry.timer || entry.settled) return;
    entry.timer = setTimeout(() => {
      queue = queue.filter((waiting) => waiting !== entry);
      skip(entry, 'slow', `no answer within ${waitMs} ms`);
    }, waitMs);
  }

  /** Fills the pool up to its size, one start at a time, while its memory allows. */
  function keepWarm() {
    if (closed || !warmed || starting() || Date.now() - startFailedAt < START_BACKOFF_MS) return;
    if (alive().length < settings.poolSize && resident < settings.poolMaxBytes) spawnChild();
  }

  function spawnChild() {
    stageRoot ??= createStageRoot();
    const processHost = (host ??= createProcessHost());
    spawned += 1;
    let claim: UidClaim | null = null;
    const child = startRenderChild({
      host: processHost,
      stageRoot,
      name: `process-${spawned}`,
      libraryFolders: folders,
      libraries,
      preload,
      heapMb,
      startTimeoutMs,
      maxLineBytes: MAX_LINE_BYTES,
      async plan(nodeArgs) {
        const found = await confined(processHost);
        if (uids && claims) {
          claim = await claims.claim();
          if (!claim)
            throw new Error(
              `no uid of RENDER_UIDS (${uids.first}-${uids.last}) is free: other processes hold them all`,
            );
        }
        return found.plan(nodeArgs, claim?.uid ?? null);
      },
      onConduct(conduct) {
        const release = releaseOf.get(child);
        if (release) onEvent({ kind: 'conduct', release, conduct });
      },
    });
    children.push(child);
    void child.started.then((started) => {
      if (started.ok) {
        ready.add(child);
        booted = true;
        // The visitors' waits start now: an edge's first start is the platform's, not a release's.
        queue.forEach(startWaiting);
      } else if (!closed && !started.interrupted) {
        // A start the pool cut short (a process found stopped while it started) is no failure to back off from.
        startFailedAt = Date.now();
        onEvent({ kind: 'start-failed', message: started.message });
      }
      pump();
      keepWarm();
    });
    void child.exited.then(() => {
      // Only once its process has exited may another take its uid.
      claim?.release();
      children.splice(children.indexOf(child), 1);
      ready.delete(child);
      exportsOf.delete(child);
      releaseOf.delete(child);
      idleSince.delete(child);
      pump();
      keepWarm();
    });
  }

  async function run(child: RenderChild, entry: Waiting) {
    child.busy = true;
    try {
      if (child.release !== entry.key) {
        child.release = entry.key;
        releaseOf.set(child, entry.release);
        const loaded = await child.load(entry.release.folder, entry.release.module, settings.loadTimeoutMs);
        if (!loaded.ok) {
          // A module that did not load leaves its process in no state to be trusted with the next one.
          child.kill('retired');
          return fail(entry, loaded.reason, loaded.message);
        }
        exportsOf.set(child, loaded.value);
      }
      if (entry.name === null) return entry.settle({ ok: true, value: exportsOf.get(child) ?? [] });
      // The visitor has gone: the process stays, with its module loaded, for the next one.
      if (entry.settled) return;
      const { name } = entry;
      const step = await child.call(name, entry.args, settings.renderTimeoutMs);
      if (step.ok) {
        if (entry.options.accept && !entry.options.accept(step.value)) {
          return fail(entry, 'output', `its ${name} answered what the caller cannot use`);
        }
        breaker.succeeded(entry.key);
        return entry.settle(step);
      }
      if (step.reason === 'absent') {
        return entry.options.optional
          ? entry.settle({ ok: true, value: undefined })
          : fail(entry, 'load', step.message);
      }
      return fail(entry, step.reason, step.message);
    } finally {
      child.busy = false;
      child.lastUsed = Date.now();
      const stat = child.stat();
      if (stat) idleSince.set(child, stat);
      pump();
    }
  }

  /** Idle processes fit to take a render: one found unfit is replaced on the spot, never given one. */
  function fitIdle() {
    return idle().filter((child) => {
      const found = unfit(child);
      if (found) replace(child, ...found);
      return !found;
    });
  }

  function pump() {
    if (closed) return;
    // Read from /proc once a pump, not once a waiting render; a process given a render below is busy.
    const fit = fitIdle();
    for (const entry of [...queue]) {
      const free = fit.filter((child) => !child.busy && child.isAlive());
      const child =
        free
          .filter((candidate) => candidate.release === entry.key)
          .sort(byLeastRecentUse)
          .at(-1) ?? free.find((candidate) => candidate.release === null);
      if (child) {
        queue = queue.filter((waiting) => waiting !== entry);
        void run(child, entry);
      } else if (starting()) {
        // The process starting now takes the next release without one.
      } else if (Date.now() - startFailedAt < START_BACKOFF_MS) {
        queue = queue.filter((waiting) => waiting !== entry);
        skip(entry, 'unavailable', 'no render process could start');
      } else if (alive().length < settings.poolSize) {
        spawnChild();
      } else {
        const wanted = new Set(queue.map((waiting) => waiting.key));
        const victim = free.filter((candidate) => !wanted.has(candidate.release ?? '')).sort(byLeastRecentUse)[0];
        victim?.kill('retired');
        if (victim) spawnChild();
      }
    }
  }

  /**
   * Replaces a process the watchdog found unfit: a render under way fails at once (not at its
   * deadline) and counts against its release; an idle process counts against the release it ran.
   */
  function replace(child: RenderChild, reason: ReplaceReason, message: string) {
    const release = releaseOf.get(child) ?? null;
    const rendering = child.busy;
    child.kill(reason === 'stopped' ? 'stopped' : 'retired', message);
    onEvent({ kind: 'replaced', reason, release, message });
    if (release && !rendering) countAgainst(release);
  }

  /** Why a process must be replaced, from its state and CPU time; null when it is fit. */
  function unfit(child: RenderChild): [ReplaceReason, string] | null {
    const stat = child.stat();
    if (!stat) return null;
    if (isStopped(stat)) return ['stopped', 'its render process was found stopped (by a signal or a debugger)'];
    const since = idleSince.get(child);
    // Run or waited to run: a loop left running is caught on a busy machine too, where it gets less CPU.
    const used = since === undefined || child.busy ? 0 : busyMsBetween(since, stat);
    return used > settings.idleCpuMs
      ? [
          'idle-cpu',
          `its render process used ${used} ms of CPU, or waited for it, while it rendered nothing (${settings.idleCpuMs} allowed)`,
        ]
      : null;
  }

  function watch() {
    let total = 0;
    for (const child of alive()) {
      const found = unfit(child);
      if (found) {
        replace(child, ...found);
        continue;
      }
      const bytes = child.residentBytes() ?? 0;
      if (bytes > settings.processMaxBytes) {
        child.kill('memory', `its render process went past ${Math.round(settings.processMaxBytes / MB)} MB resident`);
      } else total += bytes;
    }
    resident = total;
    if (resident > settings.poolMaxBytes) {
      // Over the pool's budget: the biggest idle process that has run a release goes, at no release's cost.
      const biggest = idle()
        .filter((child) => child.release !== null)
        .sort((a, b) => (b.residentBytes() ?? 0) - (a.residentBytes() ?? 0))[0];
      biggest?.kill('retired');
    }
  }
  const watchdog = setInterval(watch, WATCH_MS);
  watchdog.unref();

  function enqueue(release: SandboxRelease, name: string | null, args: unknown[], options: CallOptions) {
    const key = keyOf(release);
    const skipped = (reason: SkipReason, message: string): Promise<CallOutcome> => {
      onEvent({ kind: 'skipped', release, reason });
      return Promise.resolve({ ok: false, reason, message });
    };
    if (closed) return skipped('unavailable', 'the render pool is closed');
    if (!breaker.allows(key))
      return skipped('paused', `${release.name} ${release.id} failed too often: its renders are paused`);
    if (queue.length >= settings.queueMax) return skipped('busy', `${settings.queueMax} renders are waiting already`);
    warmed = true;
    return new Promise<CallOutcome>((resolve) => {
      const entry: Waiting = {
        release,
        key,
        name,
        args,
        options,
        settled: false,
        timer: null,
        settle(outcome) {
          if (entry.settled) return;
          entry.settled = true;
          if (entry.timer) clearTimeout(entry.timer);
          resolve(outcome);
        },
      };
      queue.push(entry);
      if (booted) startWaiting(entry);
      pump();
    });
  }

  return {
    call: (release, name, args, options = {}) => enqueue(release, name, args, options),
    load: (release, options = {}) => enqueue(release, null, [], options),

    warm() {
      warmed = true;
      keepWarm();
    },

    residentBytes: () => resident,
    renderTimeoutMs: settings.renderTimeoutMs,

    async close() {
      closed = true;
      clearInterval(watchdog);
      for (const entry of queue) entry.settle({ ok: false, reason: 'unavailable', message: 'the render pool closed' });
      queue = [];
      for (const child of children) child.kill('retired');
      await Promise.all(children.map((child) => child.exited));
      await host?.close();
      if (stageRoot) await removeFolder(await stageRoot);
    },
  };
}
