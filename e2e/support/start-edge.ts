import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface RunningEdge {
  url: string;
  /** Its data folder: a fresh one in the temporary folder, removed by stop(), unless `env` named one. */
  dataDir: string;
  /** Its process id (its render processes are its children). */
  pid: number;
  stop(): Promise<void>;
}

const repoRoot = path.resolve(__dirname, '../..');

/** The site's own edge port (E2E_PORT, default 8180); drills take the ports after it, so runs side by side never collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8180);
/** Where the site's edge serves its metrics. */
export const E2E_METRICS_PORT = E2E_PORT + 1;
/** Where the release service `npm start` runs beside the site's edge listens. */
export const E2E_RELEASE_SERVICE_PORT = E2E_PORT + 2;
export const drillPort = (offset: number) => E2E_PORT + offset;

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`edge exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`edge at ${url} did not start within ${timeoutMs} ms`);
}

/**
 * A second edge of the built site with its own environment (a broken provider, shared releases):
 * on a fresh data folder its releases are the local builds, as with `npm run serve`.
 */
export async function startEdge(port: number, env: Record<string, string>): Promise<RunningEdge> {
  const ownsDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'corelink-drill-'));
  const removeOwnDataDir = () => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const child = spawn('node', ['--enable-source-maps', 'edge/dist/serve-local.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Its metrics on a free port of its own: several edges run at once.
      METRICS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    removeOwnDataDir();
  };
  try {
    await waitUntilUp(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  if (child.pid === undefined) throw new Error(`the edge at ${url} has no process id`);
  return { url, dataDir, pid: child.pid, stop };
}
