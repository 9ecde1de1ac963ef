import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEdgeProcess } from 'edge/test-support';
import { onCleanup } from './cleanup';
import { CPU_USAGE_REQUEST, isCpuUsageReport } from './cpu-usage-channel';

export const REPO_ROOT = path.resolve(__dirname, '..');

export interface EdgeOptions {
  label: string;
  port: number;
  /** Extra environment (PROVIDER_URL, SHELL_DIST, JOBS_CACHE_TTL_MS...). */
  env?: Record<string, string>;
  /** Another server to start the same way, from the repository root (the bare proxy), instead of the built edge. */
  script?: string;
  /** A path that answers 2xx once the server is ready. */
  readyPath?: string;
  /** Extra options for node (`--cpu-prof`, ...). */
  nodeArgs?: string[];
}

export interface RunningEdge {
  url: string;
  pid: number;
  /** Its data folder (the release commands find its releases there). */
  dataDir: string;
  /** CPU time (user + system, microseconds) the server process has used so far, read inside it. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
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
 * Starts the edge (its build, from `npm run build`; or `script`) as a child process on loopback, the
 * way every test starts one (edge/src/test-support/test-edge.ts), with its own data folder, where its
 * fresh store gets the local builds as releases first, as `npm run serve` does. Unlike a test's, it
 * runs as production does: its render processes started before its first request and its log at info
 * (one line per request), written to a file so the bench is not the sink. A bench-only module loaded
 * into the child answers CPU-usage questions over IPC.
 */
export async function startEdge({
  label,
  port,
  env = {},
  script,
  readyPath = '/robots.txt',
  nodeArgs = [],
}: EdgeOptions): Promise<RunningEdge> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-edge-${label}-`));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  const edge = await startEdgeProcess({
    label,
    port,
    env: { DATA_DIR: dataDir, RENDER_START: 'listen', LOG_LEVEL: 'info', ...env },
    nodeArgs: [...nodeArgs, '--import', 'tsx', '--import', './bench/cpu-usage-reporter.ts'],
    ...(script ? { script: [script] } : {}),
    readyPath,
    logFile: path.join(dataDir, 'edge.log'),
    ipc: true,
  }).catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  const stop = async () => {
    await edge.stop();
    await remove();
  };
  const release = onCleanup(stop);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: edge.pid,
    dataDir,
    cpuMicros: () => askCpuMicros(edge.child),
    stop: async () => {
      release();
      await stop();
    },
  };
}
