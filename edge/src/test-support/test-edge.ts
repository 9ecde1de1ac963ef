import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { inProcessChangeRequests } from 'releases/test-support';
import { freePort, REPO_ROOT } from 'shared-config/server';
import { createEdgeApp } from '../app';
import { readEdgeConfig, type EdgeConfig } from '../config';

/*
 * The one way a test starts an edge: as a process of its own, the way `npm start`, `npm run serve` or
 * production start it (end-to-end tests, drills, the bench, jest's process tests), or inside the test's
 * own process (jest's edge tests, which inject requests, read the app's state and start dozens of
 * edges a run: a process each would cost seconds of start-up apiece). Both entries give an edge the
 * same test settings and a data folder of its own in the system's temporary folder, never the
 * checkout's data/.
 */

/**
 * What every test edge runs with unless its test says otherwise: no load balancer to tell before it
 * stops (the production drain waits 5 s), its render processes started by the first page that needs
 * them rather than as it starts listening (most test edges serve few pages or none), its metrics on a
 * free port of its own (several edges run at once).
 */
const TEST_EDGE_SETTINGS: Readonly<Record<string, string>> = {
  DRAIN_DELAY_MS: '0',
  RENDER_START: 'first-use',
  METRICS_PORT: '0',
};

/**
 * What an edge in jest's process runs with besides: careers' pages in one render process, not
 * production's two. The second, started as soon as the first was up (about 0.3 s of CPU each),
 * served no test but the few that render two pages at once, which ask for two.
 */
const IN_PROCESS_SETTINGS: Readonly<Record<string, string>> = { RENDER_POOL_SIZE: '1' };

/**
 * Where a run's published releases are kept for its edges to copy (the end-to-end run's global setup
 * publishes the four builds once and names the folder here): a test edge whose RELEASES_DIR holds no
 * store yet starts from a copy of it instead of publishing every build again.
 */
export const RELEASE_STORE_VARIABLE = 'TEST_RELEASE_STORE';

const freshFolder = (label: string) => mkdtempSync(path.join(os.tmpdir(), `corelink-${label}-`));

/** The folders an edge's environment names: its DATA_DIR and RELEASES_DIR (by the edge's own defaults). */
export function foldersOf(env: Record<string, string>): { dataDir: string; releasesDir: string } {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return { dataDir, releasesDir: path.resolve(env.RELEASES_DIR ?? path.join(dataDir, 'releases')) };
}

// What an edge writes into a store it serves, which a copy must not carry to another edge: its signing
// keys and preview secret (each copy generates its own), the address it noted, the marks of what it served,
// a publish it had not finished.
const EDGE_OWN = new Set(['.visitor-key', '.preview-secret', 'site.json', '.served']);

/**
 * Copies a store of published releases (their files, records, pointers and log) into `releasesDir`,
 * unless that already holds one. Links are copied as they are: the pointers' `current` names its
 * snapshot relatively.
 */
export function copyReleaseStore(store: string, releasesDir: string): boolean {
  if (existsSync(releasesDir) && readdirSync(releasesDir).length > 0) return false;
  cpSync(store, releasesDir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => {
      const name = path.basename(source);
      return !EDGE_OWN.has(name) && !name.startsWith('.incoming-');
    },
  });
  return true;
}

/**
 * What a process edge runs, from the repository root: the built edge (`npm run build`), or its
 * TypeScript through tsx for jest, which runs before any build. `local` is `npm run serve` (with
 * `--publish-changed`, `npm start`'s serve step): it publishes and activates the local builds a store
 * lacks, then serves. `production` is `npm run start -w edge`, as production starts it: it never publishes.
 */
const COMMANDS = {
  local: {
    bundle: ['--enable-source-maps', 'edge/dist/serve-local.js'],
    source: ['--import', 'tsx', 'edge/src/serve-local.ts'],
  },
  production: {
    bundle: ['--enable-source-maps', 'edge/dist/main.js'],
    source: ['--import', 'tsx', 'edge/src/main.ts'],
  },
};

export interface EdgeProcessOptions {
  /** Its port; a free one when left out. */
  port?: number;
  /**
   * Its environment, over the test settings and PORT, HOST (loopback), LOG_LEVEL (warn). DATA_DIR: a
   * fresh folder (removed when the edge stops) unless named. RELEASES_DIR starts as a copy of the run's
   * published store when it holds none.
   */
  env?: Record<string, string>;
  entry?: keyof typeof COMMANDS;
  /** The TypeScript through tsx instead of the built edge. */
  fromSource?: boolean;
  /** Arguments after the script (`--publish-changed`). */
  args?: string[];
  /** Options for node before the script (`--cpu-prof`, a preloaded module). */
  nodeArgs?: string[];
  /** Replaces the edge's script, node options excepted (the bench's bare proxy, started the same way). */
  script?: string[];
  /** A path that answers 2xx once it serves. */
  readyPath?: string;
  /** Appends its output to this file instead of keeping it in memory (a loaded edge logs every request). */
  logFile?: string;
  /** An IPC channel to the process (the bench asks it for its CPU time). */
  ipc?: boolean;
  /** In its data folder's name, and its messages. */
  label?: string;
}

export interface EdgeProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Its data folder, and the store it serves. */
  dataDir: string;
  releasesDir: string;
  /** The end of what it wrote (stdout and stderr), for a failure's message. */
  output(): string;
  /** Its exit code, once it has exited (whoever stopped it). */
  exited: Promise<number | null>;
  /** SIGTERM (or `signal`) and the exit, SIGKILL past 30 s; its own data folder is removed. Its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

// Edges this process started that are still running: stopped when it exits, however it exits (a test
// runner's worker ending mid-test), so none is left serving on its port.
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGTERM')));

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;
const OUTPUT_KEPT = 64 * 1024;

/** Starts an edge as a process of its own on loopback, and waits until it serves. */
export async function startEdgeProcess(options: EdgeProcessOptions = {}): Promise<EdgeProcess> {
  const label = options.label ?? 'test-edge';
  const command = options.script ?? COMMANDS[options.entry ?? 'local'][options.fromSource ? 'source' : 'bundle'];
  const script = command.at(-1) ?? '';
  if (!options.fromSource && !options.script && !existsSync(path.join(REPO_ROOT, script))) {
    throw new Error(`${script} does not exist: run npm run build first`);
  }
  const port = options.port ?? (await freePort());
  const given = options.env ?? {};
  const ownsDataDir = given.DATA_DIR === undefined;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...TEST_EDGE_SETTINGS,
    ...given,
    DATA_DIR: given.DATA_DIR ?? freshFolder(label),
  };
  const { dataDir, releasesDir } = foldersOf(env);
  const store = process.env[RELEASE_STORE_VARIABLE];
  if (store) copyReleaseStore(store, releasesDir);

  const log = options.logFile ? openSync(options.logFile, 'a') : null;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...command, ...(options.args ?? [])], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', log ?? 'pipe', log ?? 'pipe', ...(options.ipc ? ['ipc' as const] : [])],
  });
  if (log !== null) closeSync(log);
  let kept = '';
  const keep = (chunk: Buffer) => (kept = (kept + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    // What it warns of reaches the test's own output, as when the edge's stderr was the test's.
    process.stderr.write(chunk);
  });
  const output = () => (options.logFile ? readFileSync(options.logFile, 'utf8').slice(-OUTPUT_KEPT) : kept);
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (alive()) {
      child.kill(signal);
      const forced = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(forced);
    }
    const code = await exited;
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };

  // The address its own links name (PUBLIC_URL's default): a browser keeps a preview cookie for that host.
  const url = `http://localhost:${port}`;
  const readyUrl = `${url}${options.readyPath ?? '/healthz'}`;
  try {
    for (const started = Date.now(); ;) {
      if (!alive()) throw new Error(`the ${label} edge exited while starting (code ${child.exitCode})`);
      if (
        await fetch(readyUrl).then(
          (answer) => answer.ok,
          () => false,
        )
      )
        break;
      if (Date.now() - started > READY_TIMEOUT_MS) {
        throw new Error(`the ${label} edge did not serve ${readyUrl} within ${READY_TIMEOUT_MS / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`);
  }
  if (child.pid === undefined) throw new Error(`the ${label} edge has no process id`);
  return { url, port, pid: child.pid, child, dataDir, releasesDir, output, exited, stop };
}

export interface InProcessEdgeOptions {
  /** Where its log lines go (the test reads them back); none without. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** Listens on a free port of loopback (default); without, the test injects its requests. */
  listen?: boolean;
}

export interface InProcessEdge {
  app: FastifyInstance;
  config: EdgeConfig;
  /** Where it listens; null when it does not. */
  url: string | null;
  dataDir: string;
  /** Closes the app; its own data folder goes with it. */
  close(): Promise<void>;
}

/**
 * The edge's app in the test's own process, `env` read as its environment over the test settings (the
 * process's own environment is not read). DATA_DIR: a fresh folder, removed when the app closes,
 * unless named. The halts and served marks it asks for are recorded by the control plane's change
 * functions in the test's process (as the release service would for an edge, as `edge`).
 */
export async function startEdgeInProcess(
  env: Record<string, string> = {},
  options: InProcessEdgeOptions = {},
): Promise<InProcessEdge> {
  const ownsDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? freshFolder('edge-test');
  const removeOwn = async () => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  let config: EdgeConfig;
  try {
    config = readEdgeConfig({ ...TEST_EDGE_SETTINGS, ...IN_PROCESS_SETTINGS, ...env, DATA_DIR: dataDir });
    app = await createEdgeApp(config, {
      ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
      ...(options.onRoute ? { onRoute: options.onRoute } : {}),
      changeRequests: inProcessChangeRequests,
    });
  } catch (error) {
    await removeOwn();
    throw error;
  }
  app.addHook('onClose', removeOwn);
  let url: string | null = null;
  if (options.listen ?? true) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : null;
  }
  return { app, config, url, dataDir, close: () => app.close() };
}
