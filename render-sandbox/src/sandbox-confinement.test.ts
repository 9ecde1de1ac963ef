import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRenderPool, type RenderPool } from './render-pool';
import { moduleRelease, testSettings } from './test-support/module-release';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

// What a module tries from inside a render process, each attempt's outcome by error code.
const PROBING_MODULE = `
  const fs = require('node:fs');
  const attempt = (action) => { try { action(); return 'allowed'; } catch (error) { return error.code || error.message; } };
  exports.probe = (secretFile, writeTo) => ({
    env: process.env,
    uid: process.getuid(),
    ownModule: attempt(() => fs.readFileSync(__filename)),
    parentEnviron: attempt(() => fs.readFileSync('/proc/' + process.ppid + '/environ')),
    ownEnviron: attempt(() => fs.readFileSync('/proc/self/environ')),
    secretFile: attempt(() => fs.readFileSync(secretFile)),
    write: attempt(() => fs.writeFileSync(writeTo, 'leak')),
    childProcess: attempt(() => require('node:child_process').execFileSync('/bin/true')),
    worker: attempt(() => new (require('node:worker_threads').Worker)('1', { eval: true })),
    signalParent: attempt(() => process.kill(process.ppid, 0)),
  });`;

describe('what a render process can reach', () => {
  let pool: RenderPool;
  let folder: string;
  let release: ReturnType<typeof moduleRelease>;
  const saved = process.env.PROVIDER_TOKEN;

  beforeAll(() => {
    process.env.PROVIDER_TOKEN = 'the-edge-provider-token';
    folder = mkdtempSync(path.join(os.tmpdir(), 'sandbox-secrets-'));
    writeFileSync(path.join(folder, '.preview-secret'), 'the-preview-secret', { mode: 0o600 });
    release = moduleRelease(PROBING_MODULE);
    pool = createRenderPool({ settings: testSettings() });
  });
  afterAll(async () => {
    await pool.close();
    release.remove();
    rmSync(folder, { recursive: true, force: true });
    if (saved === undefined) delete process.env.PROVIDER_TOKEN;
    else process.env.PROVIDER_TOKEN = saved;
  });

  const probe = async () => {
    const outcome = await pool.call(release, 'probe', [
      path.join(folder, '.preview-secret'),
      path.join(folder, 'leak'),
    ]);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value as Record<string, unknown>;
  };

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

  // Only a parent running as root can start its children as another user (CI runs as root).
  (process.getuid?.() === 0 ? it : it.skip)('runs as nobody, so it cannot signal the edge', async () => {
    expect(await probe()).toMatchObject({ uid: 65534, signalParent: 'EPERM' });
  });
});
