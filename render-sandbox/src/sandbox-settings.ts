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

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, minimum = 1): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, got '${raw}'`);
  }
  return value;
}

// RENDER_USER: `uid:gid`. Unset, an edge running as root starts its render processes as nobody, so
// they can neither signal it nor read its files; any other edge can only start them as itself.
function identity(env: NodeJS.ProcessEnv, runningAs: number | null): RenderSandboxSettings['identity'] {
  const raw = env.RENDER_USER?.trim();
  if (raw === undefined || raw === '') return runningAs === 0 ? NOBODY : null;
  const match = /^(\d+):(\d+)$/.exec(raw);
  if (!match) throw new Error(`RENDER_USER must be <uid>:<gid>, got '${raw}'`);
  return { uid: Number(match[1]), gid: Number(match[2]) };
}

/** The sandbox's settings from the environment (docs/operations.md lists each variable and its default). */
export function readRenderSandboxSettings(
  env: NodeJS.ProcessEnv,
  runningAs: number | null = process.getuid?.() ?? null,
): RenderSandboxSettings {
  return {
    poolSize: wholeNumber(env, 'RENDER_POOL_SIZE', 2),
    renderTimeoutMs: wholeNumber(env, 'RENDER_TIMEOUT_MS', 2000),
    loadTimeoutMs: wholeNumber(env, 'RENDER_LOAD_TIMEOUT_MS', 10_000),
    processMaxBytes: wholeNumber(env, 'RENDER_PROCESS_MAX_MB', 192) * MB,
    poolMaxBytes: wholeNumber(env, 'RENDER_POOL_MAX_MB', 384) * MB,
    queueMax: wholeNumber(env, 'RENDER_QUEUE_MAX', 32),
    breaker: {
      failures: wholeNumber(env, 'RENDER_BREAKER_FAILURES', 3),
      windowMs: wholeNumber(env, 'RENDER_BREAKER_WINDOW_MS', 60_000),
      pauseMs: wholeNumber(env, 'RENDER_BREAKER_PAUSE_MS', 30_000),
    },
    identity: identity(env, runningAs),
  };
}
