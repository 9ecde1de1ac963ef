import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runsRedisTests, startRedis } from '../../test-support/redis-server';
import {
  DECLARED,
  SITE_RULES,
  remoteBuildFiles,
  shellBuildFiles,
  tempDir,
  writeFiles,
} from '../../test-support/release-fixtures';
import { verifyPreview } from '../../model/preview/preview-token';
import { runReleaseCli } from './release-cli';
import { REPO_ROOT } from 'shared-config/server';
import { previewSecret } from '../../model/preview/preview-secret';
import { noteSiteUrl } from '../../model/storage/site-url';
import type { Provenance } from '../../model/releases/release-record';
import { releaseEnvironmentOf } from '../../model/config/release-environment';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { changesBy } from '../changes/change-context';
import { publishBuild } from '../changes/publish';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

const itWithRedis = runsRedisTests ? it : it.skip;
// `npm run release`'s own command: the launcher that runs releases/dist/cli/release.js, built when stale.
const BUILT_CLI = ['--enable-source-maps', 'scripts/server-bundles/run-built.mjs', 'releases', 'cli/release'];
const COMMIT = 'a7fb4e463c04a7fb4e463c04a7fb4e463c04a7fb';

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
    // A shell with a new menu for careers, and a careers release that places its list there.
    writeFiles(
      path.join(builds, 'shell-with-jobs-menu'),
      shellBuildFiles({
        'site-rules.json': JSON.stringify({
          ...SITE_RULES,
          menus: [...SITE_RULES.menus, { id: 'jobs', slots: ['careers'] }],
        }),
      }),
    );
    writeFiles(
      path.join(builds, 'careers-in-jobs-menu'),
      remoteBuildFiles('careers', {
        routes: DECLARED.careers.map((route) =>
          route.path === '/career' ? { ...route, menus: [{ menu: 'jobs', label: 'Open roles', order: 1 }] } : route,
        ),
      }),
    );
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(builds, { recursive: true, force: true });
  });

  // Where a build came from, as git would say for a clean checkout (a test of its own changes it).
  const CLEAN: Provenance = { version: '1.0.0', commit: COMMIT, committed: true };
  let provenance = CLEAN;
  beforeEach(() => {
    provenance = CLEAN;
  });

  async function release(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runReleaseCli(
      args,
      env,
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      { provenance: () => provenance },
    );
    return { code, out, err, last: out[out.length - 1] ?? '' };
  }

  const publish = async (name: string, folder: string) =>
    (await release('publish', name, '--dist', path.join(builds, folder))).last;

  it('publishes a finished build, printing its id last', async () => {
    const result = await release('publish', 'careers', '--dist', path.join(builds, 'careers'));
    expect(result.code).toBe(0);
    expect(result.last).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{16}$/);
    expect(result.out[0]).toBe(`Published careers ${result.last}: 3 files, 1 KiB (version 1.0.0, commit a7fb4e463c04)`);
    expect((await release('list', 'careers')).out[1]).toMatch(
      new RegExp(`^${result.last} +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC +idle +1 KiB$`),
    );
  });

  it("publishes without --dist only after the package's own production build, and nothing when that build fails", async () => {
    // npm itself stands outside this test: one on PATH that notes how it was called and fails, as a broken build does.
    const bin = path.join(builds, 'bin');
    const calls = path.join(builds, 'npm-calls.txt');
    writeFiles(bin, { npm: `#!/bin/sh\necho "$PWD $*" >> ${calls}\nexit 2\n` });
    chmodSync(path.join(bin, 'npm'), 0o755);
    env = { ...env, PATH: `${bin}:${process.env.PATH ?? ''}` };
    const result = await release('publish', 'careers');
    expect(result.code).toBe(1);
    expect(result.err).toEqual(['release: the production build of careers failed: nothing was published']);
    expect(readFileSync(calls, 'utf8')).toBe(`${REPO_ROOT} run build --silent -w careers-remote\n`);
    expect((await release('list', 'careers')).out.slice(1)).toEqual([]);
  });

  it('smoke-renders a server module as it publishes, says what failed, and activation refuses it', async () => {
    const module = (title: string) => `
      exports.careerSearchFor = () => ({ q: '', location: '', industry: '', page: 1, limit: 10 });
      exports.renderCareerPage = () => '<h1>${title}</h1>';
      exports.renderJobDetails = () => { throw new Error('no description'); };`;
    writeFiles(
      path.join(builds, 'careers-server'),
      remoteBuildFiles('careers', { extra: { 'server/careers.cjs': module('Jobs') } }),
    );
    const published = await release('publish', 'careers', '--dist', path.join(builds, 'careers-server'));
    expect(published.code).toBe(0);
    expect(published.err).toEqual([
      `careers ${published.last}: its server module careers.cjs throws rendering a job page: no description`,
      'The smoke render failed: activation will refuse this release until it is fixed.',
    ]);
    expect((await release('log', 'careers')).last).toContain('its server render failed');
    await release('activate', 'shell', await publish('shell', 'shell'));
    const refused = await release('activate', 'careers', published.last);
    expect(refused.err[0]).toBe(
      `release: careers ${published.last}: its server module careers.cjs throws rendering a job page: no description\n` +
        'nothing was changed (--force activates it anyway, and the log says so)',
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

  it('starts a rollout, shows where it stands, and pauses, resumes and aborts it', async () => {
    const first = await publish('careers', 'careers');
    const second = await publish('careers', 'careers');
    await release('activate', 'careers', first);
    const started = await release('activate', 'careers', second, '--rollout', '10:30s:20,50,100', '--approve', '100');
    expect(started.out).toEqual([
      expect.stringMatching(
        new RegExp(
          `^careers ${second} rolls out as ro_[\\w-]{12}: 10 % \\(30 s, 20 visitors\\) → 50 % \\(10 min, 50 visitors\\) → approval, then 100 %$`,
        ),
      ),
      'Now a canary for 10% of visitors; the release service takes each step by itself (npm run release -- rollout status careers)',
    ]);
    const status = (await release('rollout', 'status', 'careers')).out;
    expect(status[0]).toMatch(new RegExp(`^Rollout ro_[\\w-]{12} of careers ${second}: running; started by ada at `));
    expect(status.slice(2, 5).map((line) => line.split(/ {2,}/).slice(1, 3))).toEqual([
      ['step 1', '10 %'],
      ['step 2', '50 %'],
      ['step 3', '100 %'],
    ]);
    expect(status[4]).toMatch(/to come, once approved$/);
    expect((await release('rollout', 'pause', 'careers')).out[0]).toMatch(/ paused: it takes no step until resumed/);
    expect((await release('rollout', 'approve', 'careers')).err[0]).toMatch(/waits for no approval \(it is paused\)/);
    expect((await release('rollout', 'resume', 'careers')).out[0]).toMatch(/ resumed: /);
    expect((await release('rollout', 'abort', 'careers')).out[0]).toMatch(/ aborted: the canary ended/);
    expect((await release('list', 'careers')).out.slice(1).map((line) => line.split(/ {2,}/)[2])).toEqual([
      'idle',
      'active',
    ]);
    expect((await release('rollout', 'abort', 'careers')).err[0]).toBe(
      'release: careers has no rollout under way: nothing was changed',
    );
    expect((await release('activate', 'careers', second, '--rollout', '50,10')).err[0]).toMatch(
      /each share must be larger than the one before it/,
    );
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

  it('prints one link previewing several packages at once, one signed grant each', async () => {
    const careers = await publish('careers', 'careers');
    const shell = await publish('shell', 'shell');
    const result = await release('preview', `careers=${careers}`, `shell=${shell}`);
    expect(result.code).toBe(0);
    const secret = await previewSecret(null, path.join(dataDir, 'releases'));
    const tokens = (new URL(result.last).searchParams.get('preview') ?? '').split(',');
    expect(tokens.map((token) => verifyPreview(token, secret))).toEqual([
      expect.objectContaining({ name: 'careers', id: careers }),
      expect.objectContaining({ name: 'shell', id: shell }),
    ]);
    expect((await release('log')).out.slice(-2).map((line) => line.split('  ').slice(2, 4))).toEqual([
      ['preview', 'careers'],
      ['preview', 'shell'],
    ]);
  });

  it('links to the address the edge serving these releases noted, when PUBLIC_URL is not set', async () => {
    const id = await publish('careers', 'careers');
    await noteSiteUrl(path.join(dataDir, 'releases'), 'https://www.corelink.example');
    delete env.PORT;
    const url = new URL((await release('preview', 'careers', id)).last);
    expect(url.origin).toBe('https://www.corelink.example');
    env.PUBLIC_URL = 'https://staging.corelink.example';
    expect(new URL((await release('preview', 'careers', id)).last).origin).toBe('https://staging.corelink.example');
    expect((await release('log', 'careers')).last).toMatch(/ preview {2}careers {2}.* link valid until /);
  });

  it('refuses a release that routes a page module it does not expose, and --force overrides it on the record', async () => {
    await release('activate', 'shell', await publish('shell', 'shell'));
    const incomplete = await publish('careers', 'careers-incomplete');
    const refused = await release('activate', 'careers', incomplete);
    expect(refused.code).toBe(1);
    expect(refused.err[0]).toBe(
      `release: careers ${incomplete}: this release routes /job-details/:id to careers/JobDetailsPage, which it does not expose\n` +
        'nothing was changed (--force activates it anyway, and the log says so)',
    );
    expect((await release('list', 'careers')).out[1]).toContain(' idle ');
    expect((await release('activate', 'careers', incomplete, '--force')).code).toBe(0);
    expect((await release('log', 'careers')).last).toContain(
      'checks overridden with --force: careers ' +
        incomplete +
        ': this release routes /job-details/:id to careers/JobDetailsPage',
    );
  });

  it('takes --canary shares in hundredths as written (1.1, 2.3, 0.07, 4.35), and refuses finer ones', async () => {
    await release('activate', 'shell', await publish('shell', 'shell'));
    const first = await publish('careers', 'careers');
    const second = await publish('careers', 'careers');
    await release('activate', 'careers', first);
    for (const share of ['1.1', '2.3', '0.07', '4.35']) {
      const canary = await release('activate', 'careers', second, '--canary', share);
      expect(canary.err).toEqual([]);
      expect(canary.out[0]).toBe(
        `careers ${second} is a canary for ${share}% of visitors, ${first} for the rest; edges switch within 5 s`,
      );
    }
    expect((await release('activate', 'careers', second, '--canary', '12.345')).err).toEqual([
      "release: --canary takes a share of visitors above 0 and below 100 (at most two decimals), not '12.345'",
    ]);
  });

  it('escapes the control characters of what it prints, and a version holding them is refused at publish', async () => {
    // A release published before control characters were refused, as its store still holds it.
    const stores = await openReleaseStores(releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8123 }));
    const version = '1.0\u001b[2J\u001b]0;owned\u0007\r';
    try {
      await publishBuild(changesBy(stores, 'ada'), 'careers', path.join(builds, 'careers'), { ...CLEAN, version });
    } finally {
      await stores.close();
    }
    const log = await release('log', 'careers');
    // eslint-disable-next-line no-control-regex -- control characters are exactly what must not be printed
    expect(log.out.join('\n')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(log.last).toContain('version 1.0\\u001b[2J\\u001b]0;owned\\u0007\\u000d,');

    provenance = { ...CLEAN, version };
    const refused = await release('publish', 'careers', '--dist', path.join(builds, 'careers'));
    expect(refused.err).toEqual(['release: Invalid version: control characters are not accepted']);
  });

  describe('faults: a one-line reason, exit code 1, nothing changed', () => {
    it.each([
      [['publish', 'billing'], "release: unknown package 'billing': choose shell, marketing, careers or contact"],
      [['activate', 'careers', 'latest'], "release: 'latest' is not a release id (see: release -- list careers)"],
      [
        ['activate', 'careers', '20261124T184800123Z-0123456789abcdef'],
        /^release: careers has no release 20261124T184800123Z-0123456789abcdef in \/tmp\/release-cli-\w+\/releases \(see: release -- list careers\)$/,
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
      expect(result.err).toEqual([
        `release: another release change is in progress (${lock}; one left by a command that died is taken over after 10 s): nothing was changed`,
      ]);
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

  it("publishes and activates this checkout's builds the store lacks, as the one set npm run serve starts from", async () => {
    // The shell's build from SHELL_DIST, the remotes served from elsewhere: the builds of this test alone.
    env = {
      ...env,
      SHELL_DIST: path.join(builds, 'shell'),
      REMOTE_MARKETING_URL: 'https://marketing.example/',
      REMOTE_CAREERS_URL: 'https://careers.example/',
      REMOTE_CONTACT_URL: 'https://contact.example/',
    };
    const first = await release('local');
    expect([first.code, first.err]).toEqual([0, []]);
    expect(first.out).toEqual([
      expect.stringMatching(new RegExp(`^shell: published and activated \\S+ from ${path.join(builds, 'shell')}$`)),
    ]);
    const listed = await release('list', 'shell');
    expect(listed.out[1]).toMatch(/ active /);
    expect((await release('log', 'shell')).out.map((line) => line.split('  ').slice(1, 3))).toEqual([
      ['ada', 'publish'],
      ['ada', 'activate'],
    ]);
    // Nothing is missing any more, and nothing changed: nothing to do.
    expect(await release('local', '--changed')).toMatchObject({ code: 0, out: [] });
    expect((await release('local', 'shell')).err).toEqual([expect.stringMatching(/^release: local takes no package/)]);
  });

  it('prints its usage for --help, exit code 0', async () => {
    const result = await release('--help');
    expect(result.code).toBe(0);
    expect(result.out[0]).toBe('Usage: npm run release -- <command> [options]');
    expect(result.out.join('\n')).toContain('activate <name>=<id> [<name>=<id> ...]');
  });

  describe('on a bad day', () => {
    const site = async () => {
      const ids = {
        shell: await publish('shell', 'shell'),
        marketing: await publish('marketing', 'marketing'),
        careers: await publish('careers', 'careers'),
        contact: await publish('contact', 'contact'),
      };
      const set = Object.entries(ids).map(([name, id]) => `${name}=${id}`);
      expect((await release('activate', ...set)).out[0]).toMatch(/are active for every visitor, together/);
      return ids;
    };

    beforeEach(() => {
      writeFiles(path.join(builds, 'marketing'), remoteBuildFiles('marketing'));
      writeFiles(path.join(builds, 'contact'), remoteBuildFiles('contact'));
    });

    it('after a halt, rollback says what it did and offers to go back further', async () => {
      const ids = await site();
      const next = await publish('careers', 'careers');
      const third = await publish('careers', 'careers');
      await release('activate', 'careers', next);
      await release('activate', 'careers', third, '--canary', '20');
      await release('halt', 'careers');
      const cleared = await release('rollback', 'careers');
      expect(cleared.out).toEqual([
        `careers: the canary ${third} had already been halted, so nobody got it; it is now cleared.`,
        `careers: every visitor gets ${next}, as before.`,
        `To go back to the release before it, ${ids.careers}: npm run release -- rollback careers --to previous`,
      ]);
      expect((await release('rollback', 'careers', '--to', 'previous')).out).toEqual([
        `careers: ${ids.careers} is active again (instead of ${next})`,
      ]);
    });

    it('--to previous goes back from a running canary in one step', async () => {
      const ids = await site();
      const next = await publish('careers', 'careers');
      const third = await publish('careers', 'careers');
      await release('activate', 'careers', next);
      await release('activate', 'careers', third, '--canary', '20');
      await release('rollback', 'careers', '--to', 'previous');
      const states = (await release('list', 'careers')).out.slice(1).map((line) => line.split(/ {2,}/).slice(0, 3));
      expect(states.map(([id, , state]) => [id, state])).toEqual([
        [third, 'idle'],
        [next, 'previous'],
        [ids.careers, 'active'],
      ]);
    });

    it('a damaged pointer stops only its own package: the others list, activate and roll back; its activation replaces it', async () => {
      const ids = await site();
      const pointers = path.join(dataDir, 'releases', 'pointers');
      const contact = path.join(pointers, readlinkSync(path.join(pointers, 'current')), 'contact.json');
      writeFileSync(contact, '{"active":"2026');
      const listed = await release('list', 'contact');
      expect(listed.code).toBe(1);
      expect(listed.err[0]).toMatch(
        new RegExp(
          `^release: the release pointer of contact \\(${contact}\\) is unreadable: activate a release of contact to replace it$`,
        ),
      );
      expect((await release('list', 'marketing')).code).toBe(0);
      const next = await publish('marketing', 'marketing');
      const activated = await release('activate', 'marketing', next);
      expect(activated.code).toBe(0);
      expect(activated.err).toEqual([
        expect.stringMatching(/^warning: the release pointer of contact .* left out of the check$/),
      ]);
      expect((await release('rollback', 'marketing')).out[0]).toBe(
        `marketing: ${ids.marketing} is active again (instead of ${next})`,
      );
      expect((await release('log', 'marketing')).code).toBe(0);
      expect((await release('activate', 'contact', ids.contact)).code).toBe(0);
      expect((await release('list', 'contact')).out[1]).toContain(' active ');
    });

    it('gc --dry-run says what it would remove and why the rest stays, and removes nothing', async () => {
      const ids = await site();
      const unused = await publish('careers', 'careers');
      const dry = await release('gc', 'careers', '--keep', '0', '--dry-run');
      expect(dry.out).toEqual([
        'careers: would remove 1 releases (1 KiB) and 0 leftovers of stopped publishes; kept 1',
        `  would remove ${unused}`,
        `  kept ${ids.careers}: active`,
      ]);
      expect((await release('list', 'careers')).out.join('\n')).toContain(unused);
      expect((await release('gc', 'careers', '--keep', '0')).out.at(-1)).toBe('The log dropped 0 old entries.');
      expect((await release('list', 'careers')).out.join('\n')).not.toContain(unused);
    });

    it('writes the emergency override the edges of this machine obey, and clears it', async () => {
      const ids = await site();
      const canary = await publish('careers', 'careers');
      const refused = await release('override', 'halt', 'careers');
      expect(refused.err).toEqual([
        'release: no canary of careers is running on the edges of this machine: nothing was changed',
      ]);
      await release('activate', 'careers', canary, '--canary', '10');
      const file = path.join(dataDir, 'release-override.json');
      expect((await release('override', 'halt', 'careers')).out[0]).toBe(
        `careers: the canary ${canary} is halted on the edges reading ${file}, within a second.`,
      );
      expect((await release('override', 'pin', 'marketing', ids.marketing)).code).toBe(0);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
        careers: { halt: canary, by: 'ada', at: expect.any(String) },
        marketing: { pin: ids.marketing, by: 'ada', at: expect.any(String) },
      });
      expect((await release('override', 'show')).out).toEqual([
        expect.stringMatching(new RegExp(`^careers: canary ${canary} halted \\(by ada, `)),
        expect.stringMatching(new RegExp(`^marketing: pinned to ${ids.marketing} \\(by ada, `)),
      ]);
      await release('override', 'clear', 'careers');
      expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')))).toEqual(['marketing']);
      await release('override', 'clear');
      expect(existsSync(file)).toBe(false);
      expect((await release('override', 'show')).out).toEqual([
        'No emergency override: the edges follow the shared pointers.',
      ]);
    });

    it('a rollback that would break the live site names the package to roll back with it, and one command does both', async () => {
      const ids = await site();
      const shell = await publish('shell', 'shell-with-jobs-menu');
      const careers = await publish('careers', 'careers-in-jobs-menu');
      await release('activate', `shell=${shell}`, `careers=${careers}`);
      // Careers alone goes back freely: its routes travel with it.
      expect((await release('rollback', 'careers')).code).toBe(0);
      await release('activate', 'careers', careers);
      const refused = await release('rollback', 'shell');
      expect(refused.code).toBe(1);
      expect(refused.err[0]).toContain(
        `shell ${ids.shell}: the live careers release places a link in the menu 'jobs', where this release has no slot for careers`,
      );
      expect(refused.err[0]).toContain(
        'roll back careers with it, in one step: npm run release -- rollback shell careers',
      );
      const both = await release('rollback', 'shell', 'careers');
      expect(both.code).toBe(0);
      expect(both.out).toEqual([
        `shell: ${ids.shell} is active again (instead of ${shell})`,
        `careers: ${ids.careers} is active again (instead of ${careers})`,
      ]);
    });
  });

  it('exits with code 1 as a process, the reason on stderr: the built CLI, as npm run release runs it', () => {
    const built = [...BUILT_CLI, 'list', 'billing'];
    const run = () =>
      spawnSync(process.execPath, built, {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    // The first run builds the bundle when a source changed since it was built (that build talks on stderr).
    run();
    const child = run();
    expect(child.status).toBe(1);
    expect(child.stdout).toBe('');
    expect(child.stderr).toBe("release: unknown package 'billing': choose shell, marketing, careers or contact\n");
  });
});
