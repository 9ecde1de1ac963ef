import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DECLARED } from '../../test-support/release-fixtures';
import { defaultServiceLimits } from './service-limits';
import {
  startTestReleaseService,
  type BuildOptions,
  type TestReleaseService,
} from '../../test-support/test-release-service';

// Publishing smoke-renders the shell's frame renderer in a render process: seconds on a busy machine.
jest.setTimeout(60_000);

const COMMIT = '0123456789abcdef0123456789abcdef01234567';

describe('the release service', () => {
  let service: TestReleaseService;
  let platform: string;
  let marketing: string;
  let recruitment: string;

  beforeEach(async () => {
    service = await startTestReleaseService();
    platform = await service.token('platform');
    marketing = await service.token('marketing', ['marketing', 'contact']);
    recruitment = await service.token('recruitment', ['careers']);
  });
  afterEach(() => service.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function publish(
    token: string,
    name: 'shell' | 'marketing' | 'careers' | 'contact',
    committed = true,
    build: BuildOptions = {},
  ) {
    const response = await service.app.inject({
      method: 'POST',
      url: `/api/packages/${name}/releases?version=1.0.0&commit=${COMMIT}&committed=${committed}`,
      headers: { ...bearer(token), 'content-type': 'application/gzip' },
      payload: await service.archive(name, build),
    });
    return response;
  }
  const post = (url: string, token: string | null, payload: object) =>
    service.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
  const get = (url: string, token: string | null) =>
    service.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const log = async () => (await get('/api/log', platform)).json().entries as { actor: string; action: string }[];

  it('publishes an uploaded build as its token, with the provenance the client declares', async () => {
    const response = await publish(marketing, 'marketing');
    expect(response.statusCode).toBe(201);
    const { release } = response.json();
    expect(release).toMatchObject({
      package: 'marketing',
      actor: 'marketing',
      version: '1.0.0',
      commit: COMMIT,
      committed: true,
      files: 3,
      shared: expect.arrayContaining([expect.objectContaining({ name: 'react', singleton: true, bundled: false })]),
    });
    expect(await log()).toEqual([expect.objectContaining({ actor: 'marketing', action: 'publish' })]);
  });

  it("refuses a team token on another team's package (403 naming it): nothing changed, nothing logged", async () => {
    const careers = (await publish(recruitment, 'careers')).json().release.id;
    const refusals = [
      await publish(marketing, 'careers'),
      await post('/api/activations', marketing, { releases: [{ name: 'careers', id: careers }] }),
      await post('/api/previews', marketing, { releases: [{ name: 'careers', id: careers }] }),
      await post('/api/rollbacks', marketing, { packages: ['careers'] }),
      await post('/api/halts', marketing, { packages: ['marketing', 'careers'] }),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/^this token may not change careers \(it covers marketing, contact\)/);
      expect(refused.body).not.toContain(marketing);
    }
    expect((await get('/api/packages/careers/releases', marketing)).json().releases).toHaveLength(1);
    expect(await log()).toEqual([expect.objectContaining({ actor: 'recruitment', action: 'publish' })]);
    const pointers = (await get('/api/packages', marketing)).json().packages;
    expect(pointers.find((entry: { name: string }) => entry.name === 'careers').pointer.active).toBeNull();
  });

  it('refuses a request without a valid token (401 naming what was refused), and reads with any valid one', async () => {
    for (const token of [null, 'crt_not-a-real-token', `${platform}x`]) {
      const list = await get('/api/packages/careers/releases', token);
      expect(list.statusCode).toBe(401);
      expect(list.json().message).toBe(
        'reading the releases needs a valid release token: send one as Authorization: Bearer <token>',
      );
      // Refused on the headers, before the body that names careers is read.
      const change = await post('/api/activations', token, { releases: [{ name: 'careers', id: 'x' }] });
      expect(change.statusCode).toBe(401);
      expect(change.json().message).toBe(
        'changing the releases needs a valid release token: send one as Authorization: Bearer <token>',
      );
      const upload = await service.app.inject({
        method: 'POST',
        url: '/api/packages/careers/releases',
        headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/gzip' },
        payload: Buffer.from('not read'),
      });
      expect(upload.statusCode).toBe(401);
      expect(upload.json().message).toMatch(/^changing careers needs a valid release token/);
    }
    expect((await get('/api/token', recruitment)).json()).toEqual({ name: 'recruitment', packages: ['careers'] });
    expect((await get('/api/log', recruitment)).statusCode).toBe(200);
  });

  it('refuses a revoked token at once', async () => {
    expect((await get('/api/token', marketing)).statusCode).toBe(200);
    await service.tokens.revoke('marketing');
    expect((await get('/api/token', marketing)).statusCode).toBe(401);
  });

  it('activates a release set, canaries, halts and rolls back, each logged under the token name', async () => {
    const ids: Record<string, string> = {};
    for (const name of ['shell', 'marketing', 'careers', 'contact'] as const) {
      ids[name] = (await publish(platform, name)).json().release.id;
    }
    const set = Object.entries(ids).map(([name, id]) => ({ name, id }));
    expect((await post('/api/activations', platform, { releases: set })).statusCode).toBe(200);
    const next = (await publish(marketing, 'marketing')).json().release.id;
    const canary = await post('/api/activations', marketing, {
      releases: [{ name: 'marketing', id: next }],
      canaryPercent: 10,
    });
    expect(canary.json().pointers.marketing).toMatchObject({
      active: ids.marketing,
      canary: { id: next, percent: 10 },
    });
    const halted = await post('/api/halts', marketing, { packages: ['marketing'] });
    expect(halted.json().pointers.marketing.halted).toEqual([next]);

    const overview = (await get('/api/packages', recruitment)).json();
    const state = overview.packages.find((entry: { name: string }) => entry.name === 'marketing');
    expect(state.active).toMatchObject({ id: ids.marketing, actor: 'platform', commit: COMMIT });
    expect(state.canary).toMatchObject({ id: next, percent: 10, halted: true, actor: 'marketing' });
    expect(state.halted.map((release: { id: string }) => release.id)).toEqual([next]);

    const rolled = await post('/api/rollbacks', marketing, { packages: ['marketing'] });
    expect(rolled.json().packages).toEqual([
      expect.objectContaining({ name: 'marketing', step: 'clear-halted-canary' }),
    ]);
    expect((await log()).slice(-4).map(({ actor, action }) => [actor, action])).toEqual([
      ['marketing', 'publish'],
      ['marketing', 'canary'],
      ['marketing', 'halt'],
      ['marketing', 'rollback'],
    ]);

    const table = (await get('/api/route-table', marketing)).json();
    expect(table.releases).toEqual(ids);
    expect(table.table.routes.map((route: { path: string; package: string }) => [route.path, route.package])).toEqual([
      ['/', 'marketing'],
      ['/about', 'marketing'],
      ['/career', 'careers'],
      ['/job-details/:id', 'careers'],
      ['/contact', 'contact'],
    ]);
  });

  it('refuses to activate a release built from uncommitted changes unless allowed, and logs that it was', async () => {
    const shell = (await publish(platform, 'shell', false)).json().release;
    expect(shell.committed).toBe(false);
    const refused = await post('/api/activations', platform, { releases: [{ name: 'shell', id: shell.id }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `shell ${shell.id} was built from uncommitted changes: nothing was changed (--allow-uncommitted activates it anyway, and the log says so)`,
    );
    const allowed = await post('/api/activations', platform, {
      releases: [{ name: 'shell', id: shell.id }],
      allowUncommitted: true,
    });
    expect(allowed.statusCode).toBe(200);
    expect((await log()).at(-1)).toMatchObject({
      action: 'activate',
      detail: expect.stringContaining('built from uncommitted changes, allowed with --allow-uncommitted'),
    });
    // A preview shows it to one browser: no allowance needed.
    expect((await post('/api/previews', platform, { releases: [{ name: 'shell', id: shell.id }] })).statusCode).toBe(
      200,
    );
  });

  it("lets --force skip the checks of the token's own packages only: a route careers owns stays refused", async () => {
    const set = [];
    for (const name of ['shell', 'marketing', 'careers', 'contact'] as const) {
      set.push({ name, id: (await publish(platform, name)).json().release.id as string });
    }
    expect((await post('/api/activations', platform, { releases: set })).statusCode).toBe(200);
    // A marketing release that claims careers' /career as a marketing page.
    const claim = { path: '/career', page: 'marketing/HomePage', title: 'Jobs', description: 'Jobs.', sitemap: true };
    const claiming = (await publish(marketing, 'marketing', true, { routes: [...DECLARED.marketing, claim] })).json()
      .release.id;
    const activation = { releases: [{ name: 'marketing', id: claiming }] };
    for (const force of [false, true]) {
      const refused = await post('/api/activations', marketing, { ...activation, force });
      expect(refused.statusCode).toBe(409);
      const [problem, ...rest] = (refused.json().message as string).split('\n');
      expect(problem).toBe(
        `marketing ${claiming}: this release claims /career, which the live careers release claims too`,
      );
      expect(rest).toEqual([
        "nothing was changed, and --force cannot change that: it overrides the checks of this token's packages only " +
          '(marketing, contact), and these involve careers (a token covering marketing, contact, careers may override them)',
      ]);
    }
    const table = (await get('/api/route-table', recruitment)).json();
    expect(table.releases.marketing).not.toBe(claiming);
    expect(table.table.routes.find((route: { path: string }) => route.path === '/career').package).toBe('careers');
    expect((await log()).filter(({ action }) => action === 'activate')).toHaveLength(4);
    // A token covering both packages may override it, and the log says so.
    expect((await post('/api/activations', platform, { ...activation, force: true })).statusCode).toBe(200);
    expect((await log()).at(-1)).toMatchObject({
      actor: 'platform',
      detail: expect.stringContaining('checks overridden with --force: marketing'),
    });
  });

  it('takes canary shares in hundredths, as written (1.1, 2.3, 0.07, 4.35), and refuses finer ones (400)', async () => {
    const shell = (await publish(platform, 'shell')).json().release.id;
    const first = (await publish(platform, 'marketing')).json().release.id;
    await post('/api/activations', platform, {
      releases: [
        { name: 'shell', id: shell },
        { name: 'marketing', id: first },
      ],
    });
    const next = (await publish(marketing, 'marketing', true, { extra: { 'next.js': '/* next */' } })).json().release
      .id;
    for (const canaryPercent of [1.1, 2.3, 0.07, 4.35]) {
      const canary = await post('/api/activations', marketing, {
        releases: [{ name: 'marketing', id: next }],
        canaryPercent,
      });
      expect(canary.statusCode).toBe(200);
      expect(canary.json().pointers.marketing.canary).toMatchObject({ id: next, percent: canaryPercent });
    }
    const finer = await post('/api/activations', marketing, {
      releases: [{ name: 'marketing', id: next }],
      canaryPercent: 12.345,
    });
    expect(finer.statusCode).toBe(400);
    expect(finer.json()).toEqual({ message: 'canaryPercent takes at most two decimals, not 12.345' });
  });

  it('refuses control characters in a release’s declared version (400), so none reaches a terminal', async () => {
    for (const version of ['1.0.0\u001b[2J', '1.0.0\u001b]0;owned\u0007', '1.0\u009b2J', '1\r2']) {
      const response = await service.app.inject({
        method: 'POST',
        url: `/api/packages/marketing/releases?version=${encodeURIComponent(version)}`,
        headers: { ...bearer(marketing), 'content-type': 'application/gzip' },
        payload: await service.archive('marketing'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid version: control characters are not accepted' });
    }
    expect((await get('/api/packages/marketing/releases', marketing)).json().releases).toEqual([]);
  });

  it('refuses an upload sent as anything but application/gzip (415), before reading it', async () => {
    for (const [type, payload] of [
      ['application/json', '{"releases":[]}'],
      ['text/plain', 'a build'],
    ]) {
      const response = await service.app.inject({
        method: 'POST',
        url: '/api/packages/marketing/releases',
        headers: { ...bearer(marketing), 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: `a build is uploaded as application/gzip (a gzip-compressed tar archive), not ${type}`,
      });
    }
  });

  it('cleans up only with a token covering every package', async () => {
    const refused = await post('/api/gc', marketing, { packages: ['marketing'], dryRun: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^cleaning up the releases needs a token covering every package/);
    const done = await post('/api/gc', platform, { dryRun: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().packages).toHaveLength(4);
  });

  it('answers health and Prometheus metrics without a token, and refuses malformed bodies with 400', async () => {
    expect((await get('/api/health', null)).json()).toEqual({ status: 'ok', store: service.releasesDir });
    await get('/api/token', null);
    const bad = await post('/api/activations', platform, { releases: [{ name: 'billing', id: 'x' }] });
    expect(bad.statusCode).toBe(400);
    const metrics = (await get('/api/metrics', null)).body;
    expect(metrics).toMatch(/release_service_http_requests_total\{method="GET",route="\/api\/token",status="401"\} 1/);
    expect(metrics).toMatch(
      /release_service_http_requests_total\{method="POST",route="\/api\/activations",status="400"\} 1/,
    );
  });
});

describe("the release service's log", () => {
  it('never holds a token, in a header or in the query string', async () => {
    const lines: string[] = [];
    const service = await startTestReleaseService(lines);
    try {
      const token = await service.token('platform');
      await service.app.inject({ method: 'GET', url: '/api/token', headers: { authorization: `Bearer ${token}` } });
      await service.app.inject({ method: 'GET', url: '/api/token', headers: { authorization: `Bearer ${token}x` } });
      for (const name of ['token', 'TOKEN', 'to%6Ben', 'access_token']) {
        const sent = await service.app.inject({ method: 'GET', url: `/api/token?${name}=${token}&package=careers` });
        expect(sent.statusCode).toBe(401);
      }
      expect(lines.length).toBeGreaterThan(3);
      expect(lines.join('\n')).not.toContain(token.slice(4));
      expect(lines.join('\n')).toContain('"url":"/api/token?to%6Ben=[redacted]&package=careers"');
    } finally {
      await service.close();
    }
  });
});

describe("a publish's deadline", () => {
  it('ends a publish that takes longer than its deadline after the upload arrived (503): nothing published or left', async () => {
    const service = await startTestReleaseService(undefined, undefined, {
      limits: { ...defaultServiceLimits(), publishMs: 1 },
    });
    try {
      const token = await service.token('platform');
      const response = await service.app.inject({
        method: 'POST',
        url: '/api/packages/shell/releases',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' },
        payload: await service.archive('shell'),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(
        /^cannot publish shell: the publish did not finish within 1 ms of its upload's last byte(; what it had written is removed|; nothing was published)$/,
      );
      const list = await service.app.inject({
        method: 'GET',
        url: '/api/packages/shell/releases',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.json().releases).toEqual([]);
      const entries = (folder: string) => (existsSync(folder) ? readdirSync(folder) : []);
      expect(entries(path.join(service.releasesDir, 'shell'))).toEqual([]);
      expect(entries(path.join(path.dirname(service.releasesDir), 'release-uploads'))).toEqual([]);
    } finally {
      await service.close();
    }
  });
});
