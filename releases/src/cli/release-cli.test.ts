import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hasRedis, startRedis } from '../test-support/redis-server';
import { remoteBuildFiles, shellBuildFiles, tempDir, writeFiles } from '../test-support/release-fixtures';
import { verifyPreview } from '../preview/preview-token';
import { runReleaseCli } from './release-cli';
import { REPO_ROOT } from '../packages/package-names';
import { previewSecret } from '../preview/preview-secret';

const itWithRedis = hasRedis ? it : it.skip;

describe('npm run release', () => {
  let dataDir: string;
  let builds: string;
  let env: NodeJS.ProcessEnv;

  beforeEach(() => {
    dataDir = tempDir('release-cli');
    builds = tempDir('release-builds');
    env = { DATA_DIR: dataDir, RELEASE_ACTOR: 'ada', PORT: '8123' };
    writeFiles(path.join(builds, 'shell'), shellBuildFiles());
    writeFiles(path.join(builds, 'careers'), remoteBuildFiles('careers'));
    writeFiles(path.join(builds, 'careers-incomplete'), remoteBuildFiles('careers', { exposes: ['CareerPage'] }));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(builds, { recursive: true, force: true });
  });

  async function release(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runReleaseCli(args, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
    return { code, out, err, last: out[out.length - 1] ?? '' };
  }

  const publish = async (name: string, folder: string) =>
    (await release('publish', name, '--dist', path.join(builds, folder))).last;

  it('publishes a finished build, printing its id last', async () => {
    const result = await release('publish', 'careers', '--dist', path.join(builds, 'careers'));
    expect(result.code).toBe(0);
    expect(result.last).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{16}$/);
    expect(result.out[0]).toMatch(
      new RegExp(`^Published careers ${result.last}: 2 files, 1 KB \\(version 1\\.0\\.0, commit [0-9a-f]{12}`),
    );
    expect((await release('list', 'careers')).out[1]).toMatch(
      new RegExp(`^${result.last} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC +idle +1 KB$`),
    );
  });

  it('activates, canaries, promotes and rolls back, each change in the log with who made it', async () => {
    const shell = await publish('shell', 'shell');
    const first = await publish('careers', 'careers');
    const second = await publish('careers', 'careers');
    expect((await release('activate', 'shell', shell)).code).toBe(0);
    expect((await release('activate', 'careers', first)).out[0]).toBe(
      `careers ${first} is active for every visitor (previous: none); edges switch within 5 s`,
    );
    expect((await release('activate', 'careers', second, '--canary', '10')).out[0]).toBe(
      `careers ${second} is a canary for 10% of visitors, ${first} for the rest; edges switch within 5 s`,
    );
    const states = async () => (await release('list', 'careers')).out.slice(1).map((line) => line.split(/ {2,}/)[2]);
    expect(await states()).toEqual(['canary 10%', 'active']);
    expect((await release('activate', 'careers', second)).code).toBe(0);
    expect(await states()).toEqual(['active', 'previous']);
    expect((await release('rollback', 'careers')).out[0]).toBe(
      `careers: ${first} is active again (instead of ${second})`,
    );
    expect(await states()).toEqual(['previous', 'active']);

    const log = (await release('log', 'careers')).out;
    expect(log.map((line) => line.split('  ').slice(1, 5))).toEqual([
      ['ada', 'publish', 'careers', first],
      ['ada', 'publish', 'careers', second],
      ['ada', 'activate', 'careers', first],
      ['ada', 'canary', 'careers', second],
      ['ada', 'activate', 'careers', second],
      ['ada', 'rollback', 'careers', first],
    ]);
    expect((await release('log')).out).toHaveLength(8);
  });

  it('halts a running canary: listed as halted, logged, and the active release for everyone', async () => {
    const first = await publish('careers', 'careers');
    const second = await publish('careers', 'careers');
    await release('activate', 'careers', first);
    const refused = await release('halt', 'careers');
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toMatch(/no canary/);
    await release('activate', 'careers', second, '--canary', '10');
    expect((await release('halt', 'careers')).out[0]).toBe(
      `careers: the canary ${second} is halted; every visitor gets ${first}`,
    );
    const states = (await release('list', 'careers')).out.slice(1).map((line) => line.split(/ {2,}/)[2]);
    expect(states).toEqual(['halted', 'active']);
    expect((await release('log', 'careers')).last.split('  ').slice(1, 5)).toEqual(['ada', 'halt', 'careers', second]);
  });

  it('prints a signed preview link for the site, valid for a day', async () => {
    const id = await publish('careers', 'careers');
    const result = await release('preview', 'careers', id);
    expect(result.code).toBe(0);
    const url = new URL(result.last);
    expect(url.origin + url.pathname).toBe('http://localhost:8123/');
    const secret = await previewSecret(null, path.join(dataDir, 'releases'));
    const grant = verifyPreview(url.searchParams.get('preview') ?? '', secret);
    expect(grant).toMatchObject({ name: 'careers', id });
    expect((grant?.exp ?? 0) - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
  });

  it('refuses a release that does not expose a page the live shell loads, and --force overrides it on the record', async () => {
    await release('activate', 'shell', await publish('shell', 'shell'));
    const incomplete = await publish('careers', 'careers-incomplete');
    const refused = await release('activate', 'careers', incomplete);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toBe(
      `release: careers ${incomplete}: the live shell loads careers/JobDetailsPage, which this release does not expose\n` +
        'nothing was changed (--force activates it anyway, and the log says so)',
    );
    expect((await release('list', 'careers')).out[1]).toContain(' idle ');
    expect((await release('activate', 'careers', incomplete, '--force')).code).toBe(0);
    expect((await release('log', 'careers')).last).toContain(
      'checks overridden with --force: careers ' + incomplete + ': the live shell loads careers/JobDetailsPage',
    );
  });

  describe('faults: a one-line reason, exit code 1, nothing changed', () => {
    it.each([
      [['publish', 'billing'], "release: unknown package 'billing': choose shell, marketing, careers or contact"],
      [['activate', 'careers', 'latest'], "release: 'latest' is not a release id (see: release -- list careers)"],
      [
        ['activate', 'careers', '20261124T184800123Z-0123456789abcdef'],
        'release: careers has no release 20261124T184800123Z-0123456789abcdef (see: release -- list careers)',
      ],
      [['rollback', 'careers'], 'release: careers has no previous release to roll back to'],
      [['activate', 'careers', '20261124T184800123Z-0123456789abcdef', '--canary', '150'], /--canary takes a share/],
    ])('%j', async (args, message) => {
      const result = await release(...args);
      expect(result.code).toBe(1);
      expect(result.err).toHaveLength(1);
      if (typeof message === 'string') expect(result.err[0]).toBe(message);
      else expect(result.err[0]).toMatch(message);
    });

    it('a release whose files were altered after publishing', async () => {
      const id = await publish('careers', 'careers');
      const entry = path.join(dataDir, 'releases', 'careers', id, 'remoteEntry.js');
      chmodSync(entry, 0o644);
      writeFileSync(entry, '/* swapped */');
      const result = await release('activate', 'careers', id);
      expect(result.code).toBe(1);
      expect(result.err).toEqual([
        `release: careers ${id}: remoteEntry.js was changed after publishing (checksum differs): publish it again`,
      ]);
      expect((await release('list', 'careers')).out[1]).toContain(' idle ');
    });

    it('an activation while another release change is under way', async () => {
      const id = await publish('careers', 'careers');
      const lock = path.join(dataDir, 'releases', 'pointers.lock');
      mkdirSync(lock, { recursive: true });
      const result = await release('activate', 'careers', id);
      expect(result.code).toBe(1);
      expect(result.err).toEqual([`release: another release change is in progress (${lock}): nothing was changed`]);
    });

    itWithRedis('Redis down', async () => {
      const redis = await startRedis();
      env.REDIS_URL = redis.url;
      const id = await publish('careers', 'careers');
      await redis.stop();
      const result = await release('activate', 'careers', id);
      expect(result.code).toBe(1);
      expect(result.err).toHaveLength(1);
      expect(result.err[0]).toMatch(
        /^release: Redis at 127\.0\.0\.1:\d+ is unreachable \(.*ECONNREFUSED.*\): nothing was changed \(to stop a release on an edge without Redis: npm run release -- override --help\)$/,
      );
    });
  });

  it('exits with code 1 as a process, the reason on stderr', () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'releases/src/cli/release-cli.ts', 'list', 'billing'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      },
    );
    expect(child.status).toBe(1);
    expect(child.stdout).toBe('');
    expect(child.stderr).toBe("release: unknown package 'billing': choose shell, marketing, careers or contact\n");
  });
});
