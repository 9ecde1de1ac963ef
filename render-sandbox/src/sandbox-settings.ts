import type { Static } from '@sinclair/typebox';
import { readEnvironment } from 'shared-config/environment';
import { SANDBOX_ENVIRONMENT } from './sandbox-environment';

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
  /** The user and group the render processes run as; null: the edge's own. */
  identity: { uid: number; gid: number } | null;
}

/** The user nobody, on Debian and most Linux systems. */
export const NOBODY = { uid: 65534, gid: 65534 };

const MB = 1024 * 1024;

// RENDER_USER (`uid:gid`) unset: an edge running as root starts its render processes as nobody, so
// they can neither signal it nor read its files; any other edge can only start them as itself.
function identity(raw: string | undefined, runningAs: number | null): RenderSandboxSettings['identity'] {
  if (raw === undefined) return runningAs === 0 ? NOBODY : null;
  // Its pattern held: two whole numbers around the colon.
  const [uid, gid] = raw.split(':').map(Number) as [number, number];
  return { uid, gid };
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
    identity: identity(variables.RENDER_USER, runningAs),
  };
}

/** The sandbox's settings from the environment (sandbox-environment.ts declares each variable). */
export function readRenderSandboxSettings(
  env: NodeJS.ProcessEnv,
  runningAs: number | null = process.getuid?.() ?? null,
): RenderSandboxSettings {
  return sandboxSettingsOf(readEnvironment(SANDBOX_ENVIRONMENT, env), runningAs);
}
