import type { PoolEvent } from './render-outcome';
import { createRenderPool, type RenderPool } from './render-pool';
import type { RenderSandboxSettings } from './sandbox-settings';
import { moduleRelease, testSettings } from './test-support/module-release';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

// One module with a way to fail for each test; each render process runs it for one release.
// \`pid\` tells processes apart: each loads the module afresh (its PID, in a namespace of its own, is 1).
const MODULE = `
  const processId = require('node:crypto').randomUUID();
  exports.render = (text) => '<p data-react="' + require('react').version + '">' + text + '</p>';
  exports.pid = () => processId;
  exports.spin = () => { for (;;) {} };
  exports.exit = () => process.exit(7);
  exports.hoard = () => { const kept = []; for (;;) kept.push(Buffer.alloc(1 << 20, 1)); };
  exports.throws = () => { throw new Error('no such job list'); };
  exports.nothing = () => undefined;
  exports.garble = () => { process.stdout.write('not an answer\\n'); return 'x'; };
  exports.later = (ms) => new Promise((resolve) => setTimeout(() => resolve('late'), ms));
  exports.patchReact = () => { require('react').version = 'patched'; return 'done'; };
  exports.misbehave = () => {
    try { process.kill(999999, 0); } catch {}
    require('node:net').connect(9, '127.0.0.1').on('error', () => undefined);
    setTimeout(() => undefined, 60000);
    setInterval(() => undefined, 60000).unref();
    return '<p>rendered</p>';
  };`;

describe('a pool of render processes', () => {
  const releases: ReturnType<typeof moduleRelease>[] = [];
  let pool: RenderPool;
  let events: PoolEvent[];

  const start = (settings: Partial<RenderSandboxSettings> = {}) => {
    events = [];
    pool = createRenderPool({ settings: testSettings(settings), onEvent: (event) => events.push(event) });
    return pool;
  };
  const release = (source = MODULE, id = `release-${releases.length + 1}`) => {
    const made = moduleRelease(source, id);
    releases.push(made);
    return made;
  };
  const failures = () =>
    events.filter((event) => event.kind === 'failure').map((event) => event.kind === 'failure' && event.reason);
  // What the pool says of its releases' renders (how it confines its processes is said once, apart).
  const releaseEvents = () => events.filter((event) => event.kind !== 'confined');

  afterEach(async () => {
    await pool.close();
    for (const made of releases.splice(0)) made.remove();
  });

  it('renders with the module of each release, the sandbox’s own React, and answers fast once warm', async () => {
    start();
    const one = release();
    expect(await pool.call(one, 'render', ['hello'])).toEqual({ ok: true, value: '<p data-react="19.3.1">hello</p>' });
    const started = Date.now();
    expect(await pool.call(one, 'render', ['again'])).toMatchObject({ ok: true });
    expect(Date.now() - started).toBeLessThan(500);
    expect(releaseEvents()).toEqual([]);
  });

  it('gives each release processes of its own: a module that patches a library reaches no other release', async () => {
    start();
    const patching = release(MODULE, 'patching');
    const other = release(MODULE, 'other');
    expect(await pool.call(patching, 'patchReact', [])).toEqual({ ok: true, value: 'done' });
    expect(await pool.call(patching, 'render', ['x'])).toEqual({ ok: true, value: '<p data-react="patched">x</p>' });
    expect(await pool.call(other, 'render', ['x'])).toEqual({ ok: true, value: '<p data-react="19.3.1">x</p>' });
    const [patchingPid, otherPid] = await Promise.all([pool.call(patching, 'pid', []), pool.call(other, 'pid', [])]);
    expect(patchingPid).not.toEqual(otherPid);
  });

  it('gives up on a render past the deadline, kills its process and renders with a fresh one', async () => {
    start({ renderTimeoutMs: 500 });
    const spinning = release();
    const first = await pool.call(spinning, 'pid', []);
    const started = Date.now();
    expect(await pool.call(spinning, 'spin', [])).toMatchObject({ ok: false });
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(failures()).toEqual(['timeout']);
    const next = await pool.call(spinning, 'pid', [], { waitMs: null });
    expect(next).toMatchObject({ ok: true });
    expect(next).not.toEqual(first);
  });

  it('counts a process that exits as a crash of its release, and carries on', async () => {
    start();
    const exiting = release();
    expect(await pool.call(exiting, 'exit', [])).toMatchObject({
      ok: false,
      reason: 'crash',
      message: expect.stringContaining('code 7'),
    });
    expect(await pool.call(exiting, 'render', ['after'], { waitMs: null })).toMatchObject({ ok: true });
  });

  it('kills a process that grows past its resident ceiling', async () => {
    start({ processMaxBytes: 128 * 1024 * 1024 });
    const hoarding = release();
    expect(await pool.call(hoarding, 'hoard', [], { waitMs: null })).toMatchObject({
      ok: false,
      reason: 'memory',
      message: 'its render process went past 128 MB resident',
    });
  });

  it('tells a module that threw, one that rendered nothing usable, and one that garbled its answer', async () => {
    start();
    const failing = release();
    const isText = (value: unknown) => typeof value === 'string';
    expect(await pool.call(failing, 'throws', [])).toEqual({ ok: false, reason: 'error', message: 'no such job list' });
    expect(await pool.call(failing, 'nothing', [], { accept: isText })).toMatchObject({ ok: false, reason: 'output' });
    expect(await pool.call(failing, 'garble', [], { waitMs: null })).toMatchObject({ ok: false, reason: 'output' });
    expect(failures()).toEqual(['error', 'output', 'output']);
  });

  it('pauses a release after repeated failures, without starting a process for it', async () => {
    start({ breaker: { failures: 2, windowMs: 60_000, pauseMs: 60_000 } });
    const failing = release();
    const healthy = release();
    await pool.call(failing, 'exit', []);
    await pool.call(failing, 'exit', []);
    expect(events.filter((event) => event.kind === 'paused')).toHaveLength(1);
    expect(await pool.call(failing, 'render', ['x'])).toMatchObject({ ok: false, reason: 'paused' });
    expect(await pool.call(healthy, 'render', ['x'], { waitMs: null })).toMatchObject({ ok: true });
  });

  it('refuses a render beyond its queue, and stops waiting for one at the visitor’s wait', async () => {
    start({ poolSize: 1, queueMax: 1 });
    const slow = release();
    await pool.call(slow, 'pid', []);
    const running = pool.call(slow, 'later', [800]);
    const queued = pool.call(slow, 'later', [10], { waitMs: 200 });
    expect(await pool.call(slow, 'render', ['x'])).toMatchObject({ ok: false, reason: 'busy' });
    expect(await queued).toMatchObject({ ok: false, reason: 'slow' });
    expect(await running).toEqual({ ok: true, value: 'late' });
  });

  it('reports what a module did besides answering: signals, connections, and what it left running for ever', async () => {
    start();
    const misbehaving = release();
    expect(await pool.call(misbehaving, 'render', ['x'])).toMatchObject({ ok: true });
    expect(releaseEvents()).toEqual([]);
    expect(await pool.call(misbehaving, 'misbehave', [])).toEqual({ ok: true, value: '<p>rendered</p>' });
    expect(releaseEvents()).toEqual([
      {
        kind: 'conduct',
        release: misbehaving,
        conduct: {
          signals: ['signal 0 to process 999999'],
          connections: ['127.0.0.1:9'],
          // The one-off timer ends by itself: not reported.
          left: expect.arrayContaining(['Interval']),
        },
      },
    ]);
  });

  it('treats a missing export as a failure unless the caller says it is optional', async () => {
    start();
    const older = release('exports.render = () => "<p>old</p>";');
    expect(await pool.call(older, 'renderMissingJob', ['job-1'], { optional: true })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await pool.call(older, 'renderJobDetails', ['job-1'])).toMatchObject({ ok: false, reason: 'load' });
  });

  it('reports a module that cannot load, or requires what the sandbox does not provide', async () => {
    start();
    expect(await pool.call(release('exports.render = ('), 'render', [])).toMatchObject({ ok: false, reason: 'load' });
    expect(await pool.call(release("require('fastify'); exports.render = () => 'x';"), 'render', [])).toMatchObject({
      ok: false,
      reason: 'load',
      message: expect.stringContaining("'fastify' is not one of the libraries the render sandbox provides"),
    });
    const gone = release();
    gone.remove();
    expect(await pool.call(gone, 'render', [])).toMatchObject({ ok: false, reason: 'load' });
  });

  it('loads a module on its own, to say what it exports or why it cannot load', async () => {
    start({ loadTimeoutMs: 1000 });
    expect(await pool.load(release('exports.render = () => "x"; exports.size = 3;'))).toEqual({
      ok: true,
      value: ['render'],
    });
    expect(await pool.load(release('for (;;) {}'), { waitMs: null })).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('keeps its processes within the pool size, and measures their memory', async () => {
    start({ poolSize: 2 });
    const [a, b, c] = [release(), release(), release()];
    pool.warm();
    const pids = new Set<unknown>();
    for (const each of [a, b, c, a]) {
      const outcome = await pool.call(each, 'pid', [], { waitMs: null });
      expect(outcome.ok).toBe(true);
      if (outcome.ok) pids.add(outcome.value);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pool.residentBytes()).toBeGreaterThan(10 * 1024 * 1024);
    expect(pool.residentBytes()).toBeLessThan(2 * 160 * 1024 * 1024);
    // A third release replaced one of two processes, and the first came back in a fresh one.
    expect(pids.size).toBe(4);
  });
});
