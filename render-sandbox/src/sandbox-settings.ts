import type { Static } from '@sinclair/typebox';
import { readEnvironment } from 'shared-config/environment';
import { DEFAULT_UIDS, SANDBOX_ENVIRONMENT } from './sandbox-environment';

/** How the render sandbox runs team code: the edge's configuration, and the smoke render's deadlines. */
export interface RenderSandboxSettings {
  /** Render processes at most, and so renders at once. */
  poolSize: number;
  /** A render not answered within this is given up (the visitor gets the page without it) and its process replaced. */
  renderTimeoutMs: number;
  /** A release's module must load within this in a fresh render process. */
  loadTimeoutMs: number;
  /** Resident memory past which a render process is killed; its render counts as failed. */
  processMaxBytes: number;
  /** Resident memory of all render processes together past which idle ones are retired. */
  poolMaxBytes: number;
  /** Renders waiting for a process at most; past that, pages are served without one. */
  queueMax: number;
  /** `failures` of one release within `windowMs` stop sending its renders to the sandbox for `pauseMs`. */
  breaker: { failures: number; windowMs: number; pauseMs: number };
  /** CPU time a render process may use between two renders (a module's leftovers) before it is replaced. */
  idleCpuMs: number;
  /**
   * The uids (each its own group too) the render processes take, one each, never two at once nor
   * one another process holds; null: they run as the edge's own user (an edge that is not root).
   */
  uids: UidRange | null;
}

export interface UidRange {
  first: number;
  last: number;
}

const MB = 1024 * 1024;

// The highest uid Node's own spawn accepts (an int32), which the sandbox uses where unshare cannot run.
const MAX_UID = 2 ** 31 - 2;

// RENDER_UIDS unset: an edge running as root gives each render process a uid of the default range,
// so none can signal another process or read what another uid owns; any other edge can only start
// them as itself (then each gets PID and user namespaces of its own where the host allows them).
function uidRange(raw: string | undefined, runningAs: number | null): UidRange | null {
  if (runningAs !== 0) {
    if (raw === undefined) return null;
    throw new Error(
      `RENDER_UIDS must be unset where the edge does not run as root (only root starts processes as other users), got '${raw}'`,
    );
  }
  const text = raw ?? DEFAULT_UIDS;
  // Its pattern held: two whole numbers around the dash.
  const [first, last] = text.split('-').map(Number) as [number, number];
  if (first < 1 || first > last || last > MAX_UID) {
    throw new Error(
      `RENDER_UIDS must be a range of uids from 1 to ${MAX_UID}, the first no higher than the last, got '${text}'`,
    );
  }
  return { first, last };
}

/** The settings from the sandbox's variables, once read and checked (the edge reads them with its own). */
export function sandboxSettingsOf(
  variables: Static<typeof SANDBOX_ENVIRONMENT>,
  runningAs: number | null = process.getuid?.() ?? null,
): RenderSandboxSettings {
  return {
    poolSize: variables.RENDER_POOL_SIZE,
    renderTimeoutMs: variables.RENDER_TIMEOUT_MS,
    loadTimeoutMs: variables.RENDER_LOAD_TIMEOUT_MS,
    processMaxBytes: variables.RENDER_PROCESS_MAX_MB * MB,
    poolMaxBytes: variables.RENDER_POOL_MAX_MB * MB,
    queueMax: variables.RENDER_QUEUE_MAX,
    breaker: {
      failures: variables.RENDER_BREAKER_FAILURES,
      windowMs: variables.RENDER_BREAKER_WINDOW_MS,
      pauseMs: variables.RENDER_BREAKER_PAUSE_MS,
    },
    idleCpuMs: variables.RENDER_IDLE_CPU_MS,
    uids: uidRange(variables.RENDER_UIDS, runningAs),
  };
}

/** The sandbox's settings from the environment (sandbox-environment.ts declares each variable). */
export function readRenderSandboxSettings(
  env: NodeJS.ProcessEnv,
  runningAs: number | null = process.getuid?.() ?? null,
): RenderSandboxSettings {
  return sandboxSettingsOf(readEnvironment(SANDBOX_ENVIRONMENT, env), runningAs);
}
