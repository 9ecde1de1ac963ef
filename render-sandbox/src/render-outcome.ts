/** A release whose server module the sandbox runs: its package, id and the folder its module is in. */
export interface SandboxRelease {
  name: string;
  id: string;
  /** The release's server folder (`<release>/server`), copied into the render process's stage. */
  folder: string;
  /** The module's file name in that folder (`careers.cjs`). */
  module: string;
}

/**
 * Why a release's module failed: each counts against the release (metrics, the circuit breaker).
 * `stopped`: its render process was found stopped (SIGSTOP) in the middle of the render.
 */
export const FAILURE_REASONS = ['load', 'error', 'timeout', 'crash', 'memory', 'output', 'stopped'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/**
 * Why a render was not attempted or not waited for: the sandbox's own state, never the release's
 * fault. `paused`: the release's circuit is open; `busy`: the queue is full; `slow`: no answer within
 * the visitor's wait; `unavailable`: no render process can start, or the pool is closed.
 */
export const SKIP_REASONS = ['paused', 'busy', 'slow', 'unavailable'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * Whether a call that gave nothing is the release's own doing: its module failed, or failed so often
 * its calls are paused; not the sandbox being busy or the caller's wait running out.
 */
export const countsAgainstRelease = (reason: FailureReason | SkipReason): boolean =>
  reason === 'paused' || (FAILURE_REASONS as readonly string[]).includes(reason);

export type CallOutcome =
  { ok: true; value: unknown } | { ok: false; reason: FailureReason | SkipReason; message: string };

/** A step a render process took for the pool: loading a module or calling an export. */
export type StepOutcome<T> = { ok: true; value: T } | { ok: false; reason: FailureReason; message: string };

/**
 * Why the pool's watchdog replaced a render process: it was found stopped (SIGSTOP, a debugger), or
 * it used more CPU than it may while it rendered nothing (a timer or loop a module left running).
 */
export type ReplaceReason = 'stopped' | 'idle-cpu';

/**
 * What a module did in a render process that it has no business doing, as the process saw it: the
 * signals it sent to other processes, the connections it opened (or tried to) and what it left
 * running once its answer was given (`Timeout`, `TCPWRAP`... as Node names them). Each at most a few.
 */
export interface Conduct {
  signals: string[];
  connections: string[];
  left: string[];
}

/** How this host keeps render processes apart, found when a pool starts its first one. */
export interface Confinement {
  /** Each process in network and PID namespaces of its own, through util-linux's unshare. */
  namespaces: boolean;
  /** Each process under a uid of its own (RENDER_UIDS, an edge running as root). */
  ownUids: boolean;
  /** Why there are no namespaces, when there are none. */
  without: string | null;
}

/** What the pool tells its owner (the edge counts and logs these). */
export type PoolEvent =
  | { kind: 'failure'; release: SandboxRelease; reason: FailureReason; message: string }
  | { kind: 'skipped'; release: SandboxRelease; reason: SkipReason }
  | { kind: 'paused'; release: SandboxRelease; failures: number; pauseMs: number }
  | { kind: 'start-failed'; message: string }
  | { kind: 'replaced'; reason: ReplaceReason; release: SandboxRelease | null; message: string }
  | { kind: 'conduct'; release: SandboxRelease; conduct: Conduct }
  | { kind: 'confined'; confinement: Confinement }
  /** A uid of the pool's range is held by a process that is none of this pool's: skipped. */
  | { kind: 'uid-taken'; uid: number; holder: string };
