import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { processStat } from './process-stat';
import type { PoolEvent } from './render-outcome';
import { createRenderPool, type RenderPool } from './render-pool';
import { moduleRelease, testSettings } from './test-support/module-release';
import { PROBING_MODULE } from './test-support/probing-module';
import { renderProcessPids } from './test-support/render-processes';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(60_000);

const asRoot = process.getuid?.() === 0;
const rootOnly = asRoot ? it : it.skip;

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await settle(100);
}

describe('what a render process can reach', () => {
  let pool: RenderPool;
  let events: PoolEvent[];
  let folder: string;
  let edge: Server;
  let edgeRequests = 0;
  const releases: ReturnType<typeof moduleRelease>[] = [];
  const saved = process.env.PROVIDER_TOKEN;

  const release = (id: string) => {
    const made = moduleRelease(PROBING_MODULE, id);
    releases.push(made);
    return made;
  };
  const value = async (made: ReturnType<typeof moduleRelease>, name: string, args: unknown[] = []) => {
    const outcome = await pool.call(made, name, args, { waitMs: null });
    if (!outcome.ok) throw new Error(`${name}: ${outcome.reason}: ${outcome.message}`);
    return outcome.value;
  };

  beforeAll(async () => {
    process.env.PROVIDER_TOKEN = 'the-edge-provider-token';
    folder = mkdtempSync(path.join(os.tmpdir(), 'sandbox-secrets-'));
    writeFileSync(path.join(folder, '.preview-secret'), 'the-preview-secret', { mode: 0o600 });
    // The edge's port on loopback, as a module would try to reach it.
    edge = createServer((request, response) => {
      edgeRequests += 1;
      response.end('edge');
    });
    await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
  });
  beforeEach(() => {
    events = [];
    pool = createRenderPool({ settings: testSettings({ idleCpuMs: 200 }), onEvent: (event) => events.push(event) });
  });
  afterEach(async () => {
    await pool.close();
    for (const made of releases.splice(0)) made.remove();
  });
  afterAll(() => {
    edge.close();
    rmSync(folder, { recursive: true, force: true });
    if (saved === undefined) delete process.env.PROVIDER_TOKEN;
    else process.env.PROVIDER_TOKEN = saved;
  });

  const probe = async () =>
    (await value(release('probing'), 'probe', [
      path.join(folder, '.preview-secret'),
      path.join(folder, 'leak'),
    ])) as Record<string, unknown>;

  it('has no secret in its environment and reads only its own module', async () => {
    const reached = await probe();
    expect(reached).toMatchObject({
      env: { NODE_ENV: 'production' },
      ownModule: 'allowed',
      parentEnviron: 'ERR_ACCESS_DENIED',
      ownEnviron: 'ERR_ACCESS_DENIED',
      secretFile: 'ERR_ACCESS_DENIED',
    });
    expect(Object.keys(reached.env as object)).toEqual(['NODE_ENV']);
  });

  it('writes no file, starts no process and no worker', async () => {
    expect(await probe()).toMatchObject({
      write: 'ERR_ACCESS_DENIED',
      childProcess: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
    });
    expect(readdirSync(folder)).toEqual(['.preview-secret']);
  });

  // Only a parent running as root can start its children as other users (CI runs as root).
  rootOnly('runs as a uid of its own, from the range, that no other render process shares', async () => {
    const [one, two] = [release('one'), release('two')];
    const uids = [await value(one, 'uid'), await value(two, 'uid')];
    const { first, last } = testSettings().uids ?? { first: 0, last: 0 };
    for (const uid of uids) expect(uid).toEqual(expect.any(Number));
    expect(uids.every((uid) => (uid as number) >= first && (uid as number) <= last)).toBe(true);
    expect(uids[0]).not.toBe(uids[1]);
  });

  rootOnly(
    'cannot signal the edge, another render process, another user’s process, or every process it may',
    async () => {
      // Another edge's render process, as every one ran before: the user nobody.
      const other = spawn('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', 'sleep', '60']);
      try {
        const [one, two] = [release('one'), release('two')];
        await value(one, 'uid');
        await value(two, 'uid');
        const renderProcesses = renderProcessPids();
        expect(renderProcesses).toHaveLength(2);
        const targets = [process.pid, other.pid ?? 0, ...renderProcesses, -1];
        const reached = (await value(one, 'signal', [targets])) as Record<string, string>;
        expect(Object.entries(reached).filter(([, outcome]) => !['ESRCH', 'EPERM'].includes(outcome))).toEqual([]);
      } finally {
        other.kill('SIGKILL');
      }
    },
  );

  rootOnly('has no network: a request to the edge’s port on loopback never arrives', async () => {
    const { port } = edge.address() as AddressInfo;
    const before = edgeRequests;
    expect(await value(release('requesting'), 'request', [`http://127.0.0.1:${port}/`])).toBe('ENETUNREACH');
    expect(edgeRequests).toBe(before);
  });

  rootOnly(
    'replaces a process found stopped before it is given a render, and fails a render it was doing at once',
    async () => {
      const stopped = release('stopped');
      const first = await value(stopped, 'processId');
      const pids = renderProcessPids();
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      await until(() => pids.every((pid) => processStat(pid)?.state === 'T'));
      // The next render goes to a fresh process rather than waiting out its deadline on the stopped one.
      expect(await value(stopped, 'processId')).not.toBe(first);
      expect(events).toContainEqual(expect.objectContaining({ kind: 'replaced', reason: 'stopped' }));

      const rendering = pool.call(stopped, 'later', [1500], { waitMs: null });
      await settle(300);
      for (const pid of renderProcessPids()) process.kill(pid, 'SIGSTOP');
      const started = Date.now();
      expect(await rendering).toMatchObject({ ok: false, reason: 'stopped' });
      expect(Date.now() - started).toBeLessThan(testSettings().renderTimeoutMs);
    },
  );

  rootOnly('replaces a process found stopped while it starts, and renders on a fresh one at once', async () => {
    // One process at most: a second release's render retires the first release's and starts another.
    await pool.close();
    pool = createRenderPool({ settings: testSettings({ poolSize: 1 }), onEvent: (event) => events.push(event) });
    await value(release('first'), 'processId');
    const known = new Set(renderProcessPids());
    const rendering = value(release('second'), 'processId');
    // Stopped as soon as it runs the render child's script, long before its libraries are loaded
    // (hundreds of milliseconds).
    let started: number[] = [];
    while (started.length === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      started = renderProcessPids().filter((pid) => !known.has(pid));
    }
    for (const pid of started) process.kill(pid, 'SIGSTOP');
    // Before, nothing watched a starting process: the render waited out the start's deadline (30 s),
    // which then counted as a failed start, and renders were refused for a while after it.
    expect(await rendering).toEqual(expect.any(String));
    expect(events).toContainEqual(expect.objectContaining({ kind: 'replaced', reason: 'stopped' }));
    expect(events.filter((event) => event.kind === 'start-failed')).toEqual([]);
  });

  rootOnly('replaces a process its module left busy after its render, and counts it against the release', async () => {
    const spinning = release('spinning');
    const first = await value(spinning, 'processId');
    expect(await value(spinning, 'leaveSpinning')).toBe('<p>rendered</p>');
    const before = renderProcessPids();
    await until(() => events.some((event) => event.kind === 'replaced'));
    expect(events).toContainEqual({
      kind: 'replaced',
      reason: 'idle-cpu',
      release: spinning,
      message: expect.stringMatching(
        /^its render process used \d+ ms of CPU, or waited for it, while it rendered nothing/,
      ),
    });
    // The spinning one is gone (a spare may have started beside it meanwhile).
    const gone = () => before.filter((pid) => !renderProcessPids().includes(pid));
    await until(() => gone().length > 0);
    expect(gone()).toHaveLength(1);
    expect(await value(spinning, 'processId')).not.toBe(first);
  });
});

// By its path: the script below runs with a PATH that may lack it.
const SETPRIV = (process.env.PATH ?? '')
  .split(path.delimiter)
  .map((folder) => path.join(folder, 'setpriv'))
  .find((file) => existsSync(file));

/** The script that stands in for an edge run by another user, with its JSON report. */
function runAsUser(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const script = path.join(__dirname, 'test-support', 'confinement-as-user.ts');
  // A user no account has: the render processes' own user, where the pool does not set one.
  const run = spawnSync(
    SETPRIV ?? 'setpriv',
    ['--reuid=1999999999', '--regid=1999999999', '--clear-groups', process.execPath, '--import', 'tsx', script],
    {
      cwd: path.resolve(__dirname, '..'),
      env: { NODE_ENV: 'test', TMPDIR: os.tmpdir(), ...env },
      encoding: 'utf8',
      timeout: 90_000,
    },
  );
  const line = run.stdout.trim().split('\n').at(-1) ?? '';
  if (!line.startsWith('{')) throw new Error(`no report (${run.status}): ${run.stderr}`);
  return JSON.parse(line) as Record<string, unknown>;
}

describe('what a render process can reach where the edge is not root', () => {
  const hasUserNamespaces =
    asRoot &&
    spawnSync('setpriv', [
      '--reuid=1999999999',
      '--regid=1999999999',
      '--clear-groups',
      'unshare',
      '--user',
      '--net',
      'true',
    ]).status === 0;

  (hasUserNamespaces ? it : it.skip)(
    'runs in namespaces of its own: it cannot signal the edge nor reach it over the network',
    () => {
      expect(runAsUser({ PATH: process.env.PATH })).toEqual({
        edgeUid: 1999999999,
        confinement: { namespaces: true, ownUids: false, without: null },
        // The edge's own user, in a user namespace: shown as the overflow user inside.
        uid: 65534,
        signalEdge: 'ESRCH',
        request: 'ENETUNREACH',
        edgeRequests: 0,
        replaced: 'idle-cpu',
        freshProcess: true,
      });
    },
  );

  // A host without util-linux (or whose kernel refuses user namespaces): what docs/security.md says is lost.
  rootOnly('without unshare, runs as the edge’s user with the network, and is still replaced when it spins', () => {
    expect(runAsUser({ PATH: '/nonexistent' })).toEqual({
      edgeUid: 1999999999,
      confinement: { namespaces: false, ownUids: false, without: "util-linux's setpriv is not on the PATH" },
      uid: 1999999999,
      signalEdge: 'allowed',
      request: 'answered 200',
      edgeRequests: 1,
      replaced: 'idle-cpu',
      freshProcess: true,
    });
  });
});
