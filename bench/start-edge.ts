import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup';

export const REPO_ROOT = path.resolve(__dirname, '..');

export interface EdgeOptions {
  label: string;
  port: number;
  /** Extra environment (PROVIDER_URL, SHELL_DIST, JOBS_CACHE_TTL_MS...). */
  env?: Record<string, string>;
}

export interface RunningEdge {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5000;

function tail(file: string): string {
  return readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');
}

async function waitUntilServing(url: string, exited: () => boolean, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`The edge at ${url} exited while starting:\n${tail(logFile)}`);
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The edge at ${url} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
}

/**
 * Starts the edge as a child process on loopback with its own data folder; its log goes
 * to a file (as in production, the edge writes one line per request) so the bench is not the sink.
 */
export async function startEdge({ label, port, env = {} }: EdgeOptions): Promise<RunningEdge> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-edge-${label}-`));
  const logFile = path.join(dataDir, 'edge.log');
  const log = openSync(logFile, 'a');
  // Its fresh data folder gets the local builds as releases first, as `npm run serve` does.
  const child = spawn(process.execPath, ['--import', 'tsx', 'edge/src/serve-local.ts'], {
    cwd: REPO_ROOT,
    // METRICS_PORT 0: each edge's metrics on a free port of its own, never a second edge's 9464.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, METRICS_PORT: '0', ...env },
    stdio: ['ignore', log, log],
  });
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
    await waitUntilServing(url, () => exited, logFile);
  } catch (error) {
    release();
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error(`The ${label} edge has no process id`);
  return {
    url,
    pid: child.pid,
    stop: async () => {
      release();
      await stop();
    },
  };
}
