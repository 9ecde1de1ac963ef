import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Provenance } from '../../model/releases/release-record';
import { remoteBuildFiles, shellBuildFiles, tempDir, writeFiles } from '../../test-support/release-fixtures';
import { startTestReleaseService, type TestReleaseService } from '../../test-support/test-release-service';
import { runReleaseCli } from './release-cli';

// Publishing smoke-renders the shell's frame renderer in a render process: seconds on a busy machine.
jest.setTimeout(60_000);

const COMMIT = 'a7fb4e463c04a7fb4e463c04a7fb4e463c04a7fb';

describe('npm run release through a release service (RELEASE_API_URL)', () => {
  let service: TestReleaseService;
  let url: string;
  let builds: string;
  let provenance: Provenance;

  beforeEach(async () => {
    service = await startTestReleaseService();
    url = await service.app.listen({ port: 0, host: '127.0.0.1' });
    builds = tempDir('release-cli-builds');
    writeFiles(path.join(builds, 'shell'), shellBuildFiles());
    writeFiles(path.join(builds, 'marketing'), remoteBuildFiles('marketing'));
    provenance = { version: '1.0.0', commit: COMMIT, committed: true };
  });
  afterEach(async () => {
    await service.close();
    rmSync(builds, { recursive: true, force: true });
  });

  async function release(token: string | undefined, ...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    // No DATA_DIR of its own: the service's store is the only one it can change.
    const env = { RELEASE_API_URL: url, ...(token ? { RELEASE_TOKEN: token } : {}), DATA_DIR: tempDir('unused') };
    const code = await runReleaseCli(
      args,
      env,
      { out: (line) => out.push(line), err: (line) => err.push(line) },
      { provenance: () => provenance },
    );
    rmSync(env.DATA_DIR, { recursive: true, force: true });
    return { code, out, err, last: out.at(-1) ?? '' };
  }

  it('publishes and activates with a team token, printing what it prints locally; the log names the token', async () => {
    const marketing = await service.token('marketing', ['marketing', 'contact']);
    const platform = await service.token('platform');
    const shell = await release(platform, 'publish', 'shell', '--dist', path.join(builds, 'shell'));
    expect(shell.code).toBe(0);
    expect((await release(platform, 'activate', 'shell', shell.last)).code).toBe(0);
    const published = await release(marketing, 'publish', 'marketing', '--dist', path.join(builds, 'marketing'));
    expect(published.out[0]).toBe(
      `Published marketing ${published.last}: 3 files, 1 KiB (version 1.0.0, commit a7fb4e463c04)`,
    );
    const activated = await release(marketing, 'activate', 'marketing', published.last);
    expect(activated.out).toEqual([
      `marketing ${published.last} is active for every visitor (previous: none); edges switch within 5 s`,
    ]);
    expect((await release(marketing, 'list', 'marketing')).out[1]).toMatch(new RegExp(`^${published.last} .* active `));
    const log = (await release(marketing, 'log', 'marketing')).out.map((line) => line.split('  ').slice(1, 3));
    expect(log).toEqual([
      ['marketing', 'publish'],
      ['marketing', 'activate'],
    ]);
  });

  it("prints the service's refusal and exits 1 on another team's package, a missing token or a revoked one", async () => {
    const marketing = await service.token('marketing', ['marketing', 'contact']);
    const refused = await release(marketing, 'publish', 'shell', '--dist', path.join(builds, 'shell'));
    expect(refused).toMatchObject({ code: 1, out: [] });
    expect(refused.err).toEqual([
      'release: this token may not change shell (it covers marketing, contact): nothing was changed',
    ]);
    const anonymous = await release(undefined, 'list', 'shell');
    expect(anonymous.code).toBe(1);
    expect(anonymous.err).toEqual([
      'release: reading the releases needs a valid release token: send one as Authorization: Bearer <token>',
    ]);
    await service.tokens.revoke('marketing');
    expect((await release(marketing, 'list', 'shell')).code).toBe(1);
  });

  it('says the store it looked in when it finds nothing there', async () => {
    const token = await service.token('platform');
    expect((await release(token, 'list', 'careers')).out).toEqual([
      `careers has no releases yet in ${service.releasesDir}: npm run release -- publish careers`,
    ]);
    expect((await release(token, 'log')).out).toEqual([`The release log in ${service.releasesDir} has no entries.`]);
  });

  it('activates a release built from uncommitted changes only with --allow-uncommitted', async () => {
    const token = await service.token('platform');
    provenance = { version: '1.0.0', commit: COMMIT, committed: false };
    const shell = await release(token, 'publish', 'shell', '--dist', path.join(builds, 'shell'));
    expect(shell.out[0]).toContain('(version 1.0.0, commit a7fb4e463c04, uncommitted changes)');
    const refused = await release(token, 'activate', 'shell', shell.last, '--canary', '10');
    expect(refused.err).toEqual([
      `release: shell ${shell.last} was built from uncommitted changes: nothing was changed (--allow-uncommitted activates it anyway, and the log says so)`,
    ]);
    expect((await release(token, 'activate', 'shell', shell.last, '--allow-uncommitted')).code).toBe(0);
  });

  it('cannot reach a service that is not there: says so, changes nothing here', async () => {
    await service.app.close();
    const result = await release('crt_x', 'list', 'shell');
    expect(result.code).toBe(1);
    expect(result.err[0]).toMatch(
      new RegExp(`^release: the release service at ${url} cannot be reached \\(ECONNREFUSED\\)`),
    );
  });
});

describe('npm run release -- token', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = tempDir('release-tokens');
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function release(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runReleaseCli(
      args,
      { DATA_DIR: dataDir },
      { out: (line) => out.push(line), err: (line) => err.push(line) },
    );
    return { code, out, err, last: out.at(-1) ?? '' };
  }

  it('adds a token, printing it once on its last line; lists names and packages, never a token; revokes it', async () => {
    const added = await release('token', 'add', 'marketing', 'marketing,contact');
    expect(added.code).toBe(0);
    expect(added.last).toMatch(/^crt_[A-Za-z0-9_-]{43}$/);
    const listed = await release('token', 'list');
    expect(listed.out).toEqual([
      expect.stringMatching(/^NAME +PACKAGES +CREATED +LAST USED$/),
      expect.stringMatching(/^marketing +marketing,contact +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC +never$/),
    ]);
    expect(listed.out.join('\n')).not.toContain(added.last.slice(4));
    expect((await release('token', 'add', 'marketing', 'careers')).err).toEqual([
      expect.stringMatching(/^release: a token named marketing exists already/),
    ]);
    expect((await release('token', 'add', 'careers', 'billing')).err).toEqual([
      "release: unknown package 'billing': choose shell, marketing, careers or contact",
    ]);
    expect((await release('token', 'revoke', 'marketing')).out).toEqual([
      'Token marketing revoked: every release service refuses it within 5 s.',
    ]);
    expect((await release('token', 'list')).out[0]).toMatch(/^No release tokens in /);
  });

  it("adds an edge's token, which covers no package and lists as an edge's", async () => {
    const added = await release('token', 'add', 'edge-1', '--edge');
    expect(added.code).toBe(0);
    expect(added.out[0]).toMatch(/^Token edge-1 is an edge's: it may ask for its edge's halts and served marks/);
    expect(added.last).toMatch(/^crt_[A-Za-z0-9_-]{43}$/);
    expect((await release('token', 'list')).out[1]).toMatch(/^edge-1 +\(an edge\) +\d{4}-/);
    expect((await release('token', 'add', 'edge-2', 'marketing', '--edge')).code).toBe(1);
  });

  it('adds a webhook, printing its secret once, lists it without the secret, and removes it', async () => {
    const added = await release(
      'webhook',
      'add',
      'marketing',
      'https://hooks.example.com/T0/B1/xyz',
      'marketing,contact',
      '--slack',
    );
    expect(added.out[0]).toMatch(
      /^Webhook marketing gets the events of marketing, contact as Slack messages; kept in /,
    );
    expect(added.last).toMatch(/^whs_[\w-]{43}$/);
    const listed = await release('webhook', 'list');
    expect(listed.out[1]).toMatch(
      /^marketing +marketing,contact +slack +\d{4}-\d\d-\d\d .* https:\/\/hooks\.example\.com\/T0\/B1\/xyz$/,
    );
    expect(listed.out.join('\n')).not.toContain(added.last);
    expect((await release('webhook', 'add', 'marketing', 'https://x.example', 'careers')).err[0]).toMatch(
      /^release: a webhook named marketing exists already/,
    );
    expect((await release('webhook', 'add', 'other', 'ftp://x.example', 'careers')).err[0]).toBe(
      'release: a webhook is an http(s) URL, not ftp://x.example',
    );
    expect((await release('webhook', 'remove', 'marketing')).out).toEqual([
      'Webhook marketing removed: the release services deliver nothing more to it.',
    ]);
    expect((await release('webhook', 'list')).out[0]).toMatch(/^No webhooks in /);
  });
});
