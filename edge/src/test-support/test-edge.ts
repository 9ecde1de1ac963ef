import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { startProviderApi, type RunningProviderApi } from 'provider-api';
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
 * checkout's data/. What a kind of test needs besides (the suite's site, the bench's figures, a real
 * provider-api in front of it) is an option of these two functions, not a function of its own:
 * `npm run lint` refuses a function that wraps them (lint/test-edge-starts.mjs).
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
const IN_PROCESS_SETTINGS: Readonly<Record<string, string>> = {
  RENDER_POOL_SIZE: '1',
  // The job and sitemap caches off, and the per-address limits high: jest's tests read the provider's
  // rows as they change them and post many forms from one address (a test of a cache or a limit
  // sets its own).
  JOBS_CACHE_TTL_MS: '0',
  SITEMAP_CACHE_TTL_MS: '0',
  APPLY_RATE_LIMIT_MAX: '1000',
  CONTACT_RATE_LIMIT_MAX: '100000',
  // The edge shares its event loop with the test, the provider and the other edges of the file: on a
  // loaded machine the loop's delay is the runner's, and production's 200 ms shed a test's burst of
  // requests with 503s (100 of the contact limit test's 1,000 posts, in an npm test beside other work).
  SHED_EVENT_LOOP_DELAY_MS: '5000',
};

/**
 * What a process edge runs with for its `purpose` besides the test settings (EdgeProcessOptions).
 * `site`: every test's browser is one address, so two workers' page views, forms and reports would
 * pass the limits a visitor gets (the web-vitals beacon would be refused with 429 on a busy run).
 */
const PURPOSE_SETTINGS = {
  test: {},
  site: {
    RENDER_START: 'listen',
    CONTACT_RATE_LIMIT_MAX: '1000',
    APPLY_RATE_LIMIT_MAX: '1000',
    CLIENT_REPORT_RATE_LIMIT_MAX: '1000',
    WEB_VITALS_RATE_LIMIT_MAX: '1000',
  },
  figures: { RENDER_START: 'listen', LOG_LEVEL: 'info' },
} satisfies Record<string, Readonly<Record<string, string>>>;

/** `npm start`'s serve step: it publishes and activates the builds its store lacks, with the release service beside it. */
const SITE_ARGS = ['--publish-changed', '--release-service'];

/**
 * Where a run's published releases are kept for its edges to copy (the end-to-end run's global setup
 * publishes the four builds once and names the folder here): a test edge whose RELEASES_DIR holds no
 * store yet starts from a copy of it instead of publishing every build again.
 */
export const RELEASE_STORE_VARIABLE = 'TEST_RELEASE_STORE';

const freshFolder = (label: string) => mkdtempSync(path.join(os.tmpdir(), `corelink-${label}-`));

/** A provider credential long and unusual enough that a search for it in answers and logs cannot match by accident. */
export const makeToken = () => `edge-test-token-${randomBytes(16).toString('hex')}`;

/** A real provider-api a test's edge is put in front of (PROVIDER_URL, PROVIDER_TOKEN), on loopback. */
export interface TestProvider {
  /** Where it listens now, and its database (both change with a restart). */
  readonly url: string;
  readonly db: RunningProviderApi['db'];
  token: string;
  /** Its data folder: its database and the files it stored. */
  dataDir: string;
  /** Stops it and starts it again on the same port and data folder. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The provider-api on a fresh data folder, removed once it is stopped for good (`remove`). */
async function startTestProvider(): Promise<TestProvider & { remove(): Promise<void> }> {
  const token = makeToken();
  const dataDir = freshFolder('provider');
  let api = await startProviderApi({ token, dataDir, host: '127.0.0.1', port: 0 }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  let running = true;
  const stop = async () => {
    if (running) await api.close();
    running = false;
  };
  return {
    get url() {
      return api.url;
    },
    get db() {
      return api.db;
    },
    token,
    dataDir,
    stop,
    restart: async () => {
      const port = Number(new URL(api.url).port);
      await stop();
      api = await startProviderApi({ token, dataDir, host: '127.0.0.1', port });
      running = true;
    },
    remove: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The environment that puts an edge in front of `provider`. */
const providerEnv = (provider: TestProvider | null): Record<string, string> =>
  provider ? { PROVIDER_URL: provider.url, PROVIDER_TOKEN: provider.token } : {};

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
   * What it is for, and the settings that follow over the test settings:
   * - `test` (the default): a test's or a drill's edge, as above;
   * - `site`: the site a suite browses, as `npm start` serves it: it publishes and activates the
   *   builds its store lacks, runs the release service beside it (RELEASE_SERVICE_PORT), starts its
   *   render processes as it starts listening (it serves every page), and lets one address send what
   *   every test's browser sends (the per-address limits at 1000);
   * - `figures`: an edge the bench measures, run as production runs it: its render processes started
   *   as it starts listening, its log at info (one line a request), written to `edge.log` in its data
   *   folder unless `logFile` says otherwise.
   */
  purpose?: keyof typeof PURPOSE_SETTINGS;
  /**
   * Its environment, over the test settings and PORT, HOST (loopback), LOG_LEVEL (warn). DATA_DIR: a
   * fresh folder (removed when the edge stops) unless named. RELEASES_DIR starts as a copy of the run's
   * published store when it holds none.
   */
  env?: Record<string, string>;
  /** A real provider-api in this process in front of which the edge runs (`provider`), stopped with it. */
  provider?: boolean;
  entry?: keyof typeof COMMANDS;
  /** The TypeScript through tsx instead of the built edge. */
  fromSource?: boolean;
  /** Arguments after the script (a `site` has `npm start`'s). */
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
  /** In its data folder's name, and its messages; `edge-<port>` when left out. */
  label?: string;
  /**
   * Runs the release service beside it on this port (`--release-service`, as `npm start` does), which
   * records the halts and served marks the edge asks for; the edge is ready once the service answers too.
   */
  releaseServicePort?: number;
}

export interface EdgeProcess {
  /** `http://localhost:<port>`; for `figures`, `http://127.0.0.1:<port>`. */
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

/** A process edge started with `provider: true`, and the provider-api in front of it. */
export interface EdgeProcessWithProvider extends EdgeProcess {
  provider: TestProvider;
}

// Edges this process started that are still running, with how to stop each: killed when it exits,
// however it exits (a test runner's worker ending mid-test), so none is left serving on its port.
const running = new Map<ChildProcess, () => Promise<unknown>>();
process.once('exit', () => running.forEach((_stop, child) => child.kill('SIGTERM')));

/**
 * Stops every edge this process started and has not stopped, each as its `stop()` does (its own data
 * folder removed): for a run interrupted by a signal (the bench's Ctrl-C), before it exits.
 */
export async function stopStartedEdges(): Promise<void> {
  await Promise.allSettled([...running.values()].map((stop) => stop()));
}

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;
const OUTPUT_KEPT = 64 * 1024;

/** Starts an edge as a process of its own on loopback, and waits until it serves. */
export function startEdgeProcess(options: EdgeProcessOptions & { provider: true }): Promise<EdgeProcessWithProvider>;
export function startEdgeProcess(options?: EdgeProcessOptions): Promise<EdgeProcess>;
export async function startEdgeProcess(
  options: EdgeProcessOptions = {},
): Promise<EdgeProcess & { provider?: TestProvider }> {
  const purpose = options.purpose ?? 'test';
  const command = options.script ?? COMMANDS[options.entry ?? 'local'][options.fromSource ? 'source' : 'bundle'];
  const script = command.at(-1) ?? '';
  if (!options.fromSource && !options.script && !existsSync(path.join(REPO_ROOT, script))) {
    throw new Error(`${script} does not exist: run npm run build first`);
  }
  const port = options.port ?? (await freePort());
  const label = options.label ?? `edge-${port}`;
  const given = options.env ?? {};
  const ownsDataDir = given.DATA_DIR === undefined;
  const dataDir = path.resolve(given.DATA_DIR ?? freshFolder(label));
  const { releasesDir } = foldersOf({ ...given, DATA_DIR: dataDir });
  const store = process.env[RELEASE_STORE_VARIABLE];
  if (store) copyReleaseStore(store, releasesDir);
  // Started last before the edge: nothing above can fail and leave it running.
  const provider = options.provider ? await startTestProvider() : null;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...TEST_EDGE_SETTINGS,
    ...PURPOSE_SETTINGS[purpose],
    ...providerEnv(provider),
    ...given,
    ...(options.releaseServicePort === undefined ? {} : { RELEASE_SERVICE_PORT: String(options.releaseServicePort) }),
    DATA_DIR: dataDir,
  };

  const logFile = options.logFile ?? (purpose === 'figures' ? path.join(dataDir, 'edge.log') : null);
  const log = logFile ? openSync(logFile, 'a') : null;
  const args = [
    ...(purpose === 'site' ? SITE_ARGS : []),
    ...(options.releaseServicePort === undefined ? [] : ['--release-service']),
    ...(options.args ?? []),
  ];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...command, ...args], {
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
  const output = () => (logFile ? readFileSync(logFile, 'utf8').slice(-OUTPUT_KEPT) : kept);
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
    await provider?.remove();
    return code;
  };
  running.set(child, stop);

  // The address its own links name (PUBLIC_URL's default): a browser keeps a preview cookie for that
  // host. The bench's figures go to the address itself, with no name to look up in what they time.
  const url = purpose === 'figures' ? `http://127.0.0.1:${port}` : `http://localhost:${port}`;
  const readyUrls = [`${url}${options.readyPath ?? '/healthz'}`];
  if (options.releaseServicePort !== undefined)
    readyUrls.push(`http://127.0.0.1:${options.releaseServicePort}/api/health`);
  try {
    for (const readyUrl of readyUrls) {
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
    }
  } catch (error) {
    await stop('SIGKILL');
    throw new Error(`${(error as Error).message}:\n${output()}`);
  }
  if (child.pid === undefined) throw new Error(`the ${label} edge has no process id`);
  return {
    url,
    port,
    pid: child.pid,
    child,
    dataDir,
    releasesDir,
    output,
    exited,
    stop,
    ...(provider ? { provider } : {}),
  };
}

export interface InProcessEdgeOptions {
  /** Where its log lines go (the test reads them back); none without. */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered. */
  onRoute?: (route: RouteOptions) => void;
  /** Listens on a free port of loopback (default); without, the test injects its requests. */
  listen?: boolean;
  /**
   * A real provider-api on loopback in front of which the edge runs (`provider`, over the
   * environment's PROVIDER_URL and PROVIDER_TOKEN unless it names them), closed with the edge.
   */
  provider?: boolean;
}

export interface InProcessEdge {
  app: FastifyInstance;
  config: EdgeConfig;
  /** Where it listens (loopback); reading it throws for an edge started with `listen: false`. */
  readonly url: string;
  dataDir: string;
  /** Closes the app; its own data folder goes with it, and its provider-api if it started one. */
  close(): Promise<void>;
}

/** An edge in the test's process started with `provider: true`, and the provider-api in front of it. */
export interface InProcessEdgeWithProvider extends InProcessEdge {
  provider: TestProvider;
}

/**
 * The edge's app in the test's own process, `env` read as its environment over the test settings and
 * the in-process ones above (the process's own environment is not read). DATA_DIR: a fresh folder,
 * removed when the app closes, unless named. The halts and served marks it asks for are recorded by the
 * control plane's change functions in the test's process (as the release service would for an edge, as `edge`).
 */
export function startEdgeInProcess(
  env: Record<string, string>,
  options: InProcessEdgeOptions & { provider: true },
): Promise<InProcessEdgeWithProvider>;
export function startEdgeInProcess(
  env?: Record<string, string>,
  options?: InProcessEdgeOptions,
): Promise<InProcessEdge>;
export async function startEdgeInProcess(
  env: Record<string, string> = {},
  options: InProcessEdgeOptions = {},
): Promise<InProcessEdge & { provider?: TestProvider }> {
  const ownsDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? freshFolder('edge-test');
  const provider = options.provider ? await startTestProvider() : null;
  const removeOwn = async () => {
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    await provider?.remove();
  };
  let app: FastifyInstance;
  let config: EdgeConfig;
  try {
    config = readEdgeConfig({
      ...TEST_EDGE_SETTINGS,
      ...IN_PROCESS_SETTINGS,
      ...providerEnv(provider),
      ...env,
      DATA_DIR: dataDir,
    });
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
  let listening: string | null = null;
  if (options.listen ?? true) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    listening = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : null;
  }
  return {
    app,
    config,
    get url() {
      if (listening === null) throw new Error('this edge does not listen (it was started with listen: false)');
      return listening;
    },
    dataDir,
    close: () => app.close(),
    ...(provider ? { provider } : {}),
  };
}
