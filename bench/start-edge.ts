import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup';
import { CPU_USAGE_REQUEST, isCpuUsageReport } from './cpu-usage-channel';

export const REPO_ROOT = path.resolve(__dirname, '..');

export interface EdgeOptions {
  label: string;
  port: number;
  /** Extra environment (PROVIDER_URL, SHELL_DIST, JOBS_CACHE_TTL_MS...). */
  env?: Record<string, string>;
  /** The server to start, from the repository root (the built edge, as production runs it, unless said otherwise). */
  script?: string;
  /** A path that answers 2xx once the server is ready. */
  readyPath?: string;
  /** Extra options for node (`--cpu-prof`, ...). */
  nodeArgs?: string[];
}

export interface RunningEdge {
  url: string;
  pid: number;
  /** CPU time (user + system, microseconds) the server process has used so far, read inside it. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5000;

function tail(file: string): string {
  return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
}

async function waitUntilServing(url: string, readyPath: string, exited: () => boolean, logFile: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The edge at ${url} exited while starting:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}${readyPath}`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The edge at ${url} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

// Asks the child, over the IPC channel the bench opened, for its own process.cpuUsage().
function askCpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isCpuUsageReport(message)) return;
      child.off('message', onMessage);
      resolve(message.cpuUsage.user + message.cpuUsage.system);
    };
    child.on('message', onMessage);
    if (!child.send(CPU_USAGE_REQUEST)) reject(new Error('The server has no IPC channel'));
  });
}

/**
 * Starts the edge (its build, `edge/dist/serve-local.js`, from `npm run build`; or `script`) as a child process on loopback with its own
 * data folder; its log goes to a file (as in production, the edge writes one line per request) so the
 * bench is not the sink. A bench-only module loaded into the child answers CPU-usage questions over IPC.
 */
export async function startEdge({
  label,
  port,
  env = {},
  script = 'edge/dist/serve-local.js',
  readyPath = '/robots.txt',
  nodeArgs = [],
}: EdgeOptions): Promise<RunningEdge> {
  if (!existsSync(path.join(REPO_ROOT, script))) {
    throw new Error(`${script} does not exist: run npm run build first (--only skips the build)`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-edge-${label}-`));
  const logFile = path.join(dataDir, 'edge.log');
  const log = openSync(logFile, 'a');
  // Its fresh data folder gets the local builds as releases first, as `npm run serve` does.
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', '--import', './bench/cpu-usage-reporter.ts', script],
    {
      cwd: REPO_ROOT,
      // METRICS_PORT 0: each edge's metrics on a free port of its own, never a second edge's 9464.
      // DRAIN_DELAY_MS 0: no load balancer to tell, and a stop within STOP_GRACE_MS lets `--cpu-prof` write its profile.
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        METRICS_PORT: '0',
        DRAIN_DELAY_MS: '0',
        ...env,
      },
      stdio: ['ignore', log, log, 'ipc'],
    },
  );
  closeSync(log);
  let exited = child.exitCode !== null;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => (exited = true));

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exit;
      clearTimeout(forced);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const release = onCleanup(stop);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilServing(url, readyPath, () => exited, logFile);
  } catch (error) {
    release();
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error(`The ${label} edge has no process id`);
  return {
    url,
    pid: child.pid,
    cpuMicros: () => askCpuMicros(child),
    stop: async () => {
      release();
      await stop();
    },
  };
}
