import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { releaseEnvironmentOf } from '../../../../model/config/release-environment';
import { openReleaseStores } from '../../../../model/storage/open-release-stores';
import { redisLocation } from '../../../../model/storage/redis/redis-client';
import { SESSION_COOKIE } from '../../../sessions/console-session';
import { fileSessionBackend, sessionsDir } from '../../../../model/storage/sessions/file-session-backend';
import { redisSessionBackend } from '../../../../model/storage/sessions/redis-session-backend';
import { sessionStoreOn } from '../../../sessions/session-store';
import { tempDir } from '../../../../test-support/release-fixtures';
import { runsRedisTests, startRedis, type RunningRedis } from '../../../../test-support/redis-server';
import { fileTokenBackend } from '../../../../model/storage/tokens/file-token-backend';
import { redisTokenBackend } from '../../../../model/storage/tokens/redis-token-backend';
import { tokenStoreOn, type TokenStore } from '../../../tokens/token-store';
import { createReleaseService } from '../../service-app';

const describeWithRedis = runsRedisTests ? describe : describe.skip;

/** The address a browser reached the console at, and so the origin its own page sends. */
const HOST = 'releases.corelink.test:8090';
const OWN_ORIGIN = `http://${HOST}`;

interface Replicas {
  /** Two service replicas sharing one store, tokens and sessions, as behind a load balancer. */
  apps: [FastifyInstance, FastifyInstance];
  tokens: TokenStore;
  releasesDir: string;
  close(): Promise<void>;
}

const cookieOf = (response: LightMyRequestResponse) => {
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header ?? '']).find((line) => line.startsWith(`${SESSION_COOKIE}=`));
};
const sessionIdIn = (setCookie: string | undefined) => /^[^=]+=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';

/** How the console's own page talks to the service: its cookie, from its own origin. */
const fromConsole = (id: string, extra: Record<string, string> = {}) => ({
  host: HOST,
  cookie: `${SESSION_COOKIE}=${id}`,
  origin: OWN_ORIGIN,
  'sec-fetch-site': 'same-origin',
  ...extra,
});

function behavesAsConsoleSessions(open: () => Promise<Replicas>) {
  let replicas: Replicas;
  let marketingToken: string;
  beforeEach(async () => {
    replicas = await open();
    marketingToken = await replicas.tokens.add('marketing', ['marketing', 'contact']);
  });
  afterEach(() => replicas.close());

  const signIn = (token: string, app = replicas.apps[0], headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { host: HOST, origin: OWN_ORIGIN, ...headers },
      payload: { token },
    });
  const whoIs = (id: string, app = replicas.apps[1]) =>
    app.inject({ method: 'GET', url: '/api/token', headers: fromConsole(id) });
  const pointersAndLog = async () => {
    const headers = { authorization: `Bearer ${marketingToken}` };
    const [packages, log] = await Promise.all(
      ['/api/packages', '/api/log'].map((url) => replicas.apps[0].inject({ method: 'GET', url, headers })),
    );
    return {
      pointers: packages?.json().packages.map((entry: { pointer: unknown }) => entry.pointer),
      log: log?.json().entries,
    };
  };

  it('signs in with a token: a session cookie that every replica accepts, naming its token without holding it', async () => {
    const answer = await signIn(marketingToken);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      name: 'marketing',
      packages: ['marketing', 'contact'],
      expiresAt: expect.any(String),
    });
    expect(Date.parse(answer.json().expiresAt) - Date.now()).toBeGreaterThan(8 * 3600 * 1000 - 60_000);
    const setCookie = cookieOf(answer);
    expect(setCookie?.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=28800', 'Path=/', 'SameSite=Strict']);
    expect(setCookie).not.toContain(marketingToken.slice(4));
    const id = sessionIdIn(setCookie);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const who = await whoIs(id);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({ name: 'marketing', packages: ['marketing', 'contact'] });
    expect(
      (await replicas.apps[1].inject({ method: 'GET', url: '/api/packages', headers: fromConsole(id) })).statusCode,
    ).toBe(200);
  });

  it('refuses a token that is not valid, and sets no cookie', async () => {
    const answer = await signIn(`crt_${'A'.repeat(43)}`);
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toMatch(/^this token is not valid/);
    expect(cookieOf(answer)).toBeUndefined();
    expect((await signIn('')).statusCode).toBe(400);
  });

  it('ends every session of a token the moment it is revoked', async () => {
    const id = sessionIdIn(cookieOf(await signIn(marketingToken)));
    expect((await whoIs(id)).statusCode).toBe(200);
    await replicas.tokens.revoke('marketing');
    expect((await whoIs(id)).statusCode).toBe(401);
    // Added again under the same name, it is another token: the old session stays ended.
    await replicas.tokens.add('marketing', ['marketing', 'contact']);
    expect((await whoIs(id, replicas.apps[0])).statusCode).toBe(401);
  });

  it('signs out on every replica, and clears the cookie', async () => {
    const id = sessionIdIn(cookieOf(await signIn(marketingToken)));
    const out = await replicas.apps[0].inject({ method: 'DELETE', url: '/api/session', headers: fromConsole(id) });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)).toMatch(
      new RegExp(`^${SESSION_COOKIE}=; Max-Age=0; Path=/; Expires=.*; HttpOnly; SameSite=Strict$`),
    );
    expect((await whoIs(id)).statusCode).toBe(401);
    const action = await replicas.apps[1].inject({
      method: 'POST',
      url: '/api/halts',
      headers: fromConsole(id),
      payload: { packages: ['marketing'] },
    });
    expect(action.statusCode).toBe(401);
  });

  it("refuses a change the cookie vouches for unless the console's own page sent it (403): nothing changed", async () => {
    const id = sessionIdIn(cookieOf(await signIn(marketingToken)));
    const before = await pointersAndLog();
    const forged = [
      { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'http://releases.corelink.test:9999', 'sec-fetch-site': 'same-site' },
      { origin: 'https://attacker.example' },
      { 'sec-fetch-site': 'cross-site' },
      // A cookie-borne change that says nothing of where it comes from is no page of the console's.
      {},
    ];
    for (const headers of forged) {
      const { origin: _origin, 'sec-fetch-site': _site, ...rest } = fromConsole(id);
      const answer = await replicas.apps[0].inject({
        method: 'POST',
        url: '/api/rollbacks',
        headers: { ...rest, ...headers },
        payload: { packages: ['marketing'] },
      });
      expect([answer.statusCode, answer.json().message]).toEqual([
        403,
        "a change signed in with the console's session must come from the console's own page: nothing was changed",
      ]);
    }
    expect(await pointersAndLog()).toEqual(before);
    // From its own page the same request reaches the rollback itself, which has nothing to roll back.
    const own = await replicas.apps[0].inject({
      method: 'POST',
      url: '/api/rollbacks',
      headers: fromConsole(id),
      payload: { packages: ['marketing'] },
    });
    expect(own.statusCode).toBe(409);
  });

  it("refuses, through a session as with a bearer token, a change of another team's package (403)", async () => {
    const id = sessionIdIn(cookieOf(await signIn(marketingToken)));
    const before = await pointersAndLog();
    const answer = await replicas.apps[1].inject({
      method: 'POST',
      url: '/api/halts',
      headers: fromConsole(id),
      payload: { packages: ['careers'] },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe(
      'this token may not change careers (it covers marketing, contact): nothing was changed',
    );
    expect(await pointersAndLog()).toEqual(before);
  });

  it("opens no session from another site's page", async () => {
    const answer = await signIn(marketingToken, replicas.apps[0], { origin: 'https://attacker.example' });
    expect(answer.statusCode).toBe(403);
    expect(cookieOf(answer)).toBeUndefined();
  });

  it('reads nothing and changes nothing without a session', async () => {
    const reads = ['/api/token', '/api/packages', '/api/log', '/api/route-table'];
    for (const url of reads) {
      const answer = await replicas.apps[0].inject({ method: 'GET', url, headers: fromConsole('') });
      expect(answer.statusCode).toBe(401);
    }
    const unknown = await replicas.apps[0].inject({
      method: 'POST',
      url: '/api/halts',
      headers: fromConsole('x'.repeat(43)),
      payload: { packages: ['marketing'] },
    });
    expect(unknown.statusCode).toBe(401);
  });
}

describe('console sessions kept in RELEASES_DIR', () => {
  let releasesDir: string;
  behavesAsConsoleSessions(async () => {
    const dataDir = tempDir('console-sessions');
    const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8080 });
    releasesDir = environment.releasesDir;
    const tokens = tokenStoreOn(fileTokenBackend(releasesDir), { refreshMs: 0 });
    const apps = (await Promise.all(
      [1, 2].map(() =>
        openReleaseStores(environment).then((stores) =>
          createReleaseService({
            environment,
            stores,
            tokens: tokenStoreOn(stores.tokens, { refreshMs: 0 }),
            consoleDir: null,
          }),
        ),
      ),
    )) as [FastifyInstance, FastifyInstance];
    return {
      apps,
      tokens,
      releasesDir,
      close: async () => {
        await Promise.all(apps.map((app) => app.close()));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });

  it('as files only their owner reads, holding neither the session id nor the token', async () => {
    const dataDir = tempDir('console-session-files');
    try {
      const sessions = sessionStoreOn(fileSessionBackend(dataDir));
      const { id } = await sessions.open({ name: 'marketing', hash: 'a'.repeat(64) });
      const [file = ''] = readdirSync(sessionsDir(dataDir));
      const content = readFileSync(path.join(sessionsDir(dataDir), file), 'utf8');
      expect(statSync(path.join(sessionsDir(dataDir), file)).mode & 0o777).toBe(0o600);
      expect(file).not.toContain(id);
      expect(content).not.toContain(id);
      expect(JSON.parse(content)).toMatchObject({ tokenName: 'marketing', tokenHash: 'a'.repeat(64) });
      expect(await sessions.find(id)).toMatchObject({ tokenName: 'marketing' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('forgets a session 8 hours after it was opened', async () => {
    const dataDir = tempDir('console-session-expiry');
    let now = Date.now();
    try {
      const sessions = sessionStoreOn(fileSessionBackend(dataDir), { now: () => now });
      const { id, expiresAt } = await sessions.open({ name: 'marketing', hash: 'b'.repeat(64) });
      expect(expiresAt.getTime() - now).toBe(8 * 3600 * 1000);
      now += 8 * 3600 * 1000 - 1;
      expect(await sessions.find(id)).not.toBeNull();
      now += 1;
      expect(await sessions.find(id)).toBeNull();
      expect(readdirSync(sessionsDir(dataDir))).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describeWithRedis('console sessions kept in Redis', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.stop());

  behavesAsConsoleSessions(async () => {
    const dataDir = tempDir('console-sessions-redis');
    const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, REDIS_URL: redis.url, PORT: 8080 });
    const connections = [new Redis(redis.url), new Redis(redis.url), new Redis(redis.url)];
    await connections[0]?.flushall();
    const [own, ...serviceConnections] = connections as [Redis, Redis, Redis];
    const apps = (await Promise.all(
      serviceConnections.map((connection) =>
        openReleaseStores(environment, { redis: connection }).then((stores) =>
          createReleaseService({
            environment,
            stores,
            tokens: tokenStoreOn(stores.tokens, { refreshMs: 0 }),
            consoleDir: null,
          }),
        ),
      ),
    )) as [FastifyInstance, FastifyInstance];
    return {
      apps,
      tokens: tokenStoreOn(redisTokenBackend(own, redisLocation(redis.url)), { refreshMs: 0 }),
      releasesDir: environment.releasesDir,
      close: async () => {
        await Promise.all(apps.map((app) => app.close()));
        for (const connection of connections) connection.disconnect();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  });

  it('as keys that expire with the session and hold neither its id nor the token', async () => {
    const connection = new Redis(redis.url);
    try {
      const sessions = sessionStoreOn(redisSessionBackend(connection, redisLocation(redis.url)));
      const { id } = await sessions.open({ name: 'marketing', hash: 'c'.repeat(64) });
      const keys = await connection.keys('releases:console-session:*');
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain(id);
      const ttl = await connection.pttl(keys[0] ?? '');
      expect(ttl).toBeGreaterThan(8 * 3600 * 1000 - 60_000);
      expect(ttl).toBeLessThanOrEqual(8 * 3600 * 1000);
      await sessions.end(id);
      expect(await connection.keys('releases:console-session:*')).toEqual([]);
    } finally {
      connection.disconnect();
    }
  });
});

describe('the session cookie over HTTPS', () => {
  it('is Secure when a trusted proxy says the request came over HTTPS, and only then', async () => {
    const dataDir = tempDir('console-session-https');
    const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8080 });
    const tokens = tokenStoreOn(fileTokenBackend(environment.releasesDir), { refreshMs: 0 });
    const open = async (trustProxy: boolean | string) =>
      createReleaseService({
        environment,
        stores: await openReleaseStores(environment),
        tokens,
        consoleDir: null,
        trustProxy,
      });
    const [trusting, untrusting] = await Promise.all([open('127.0.0.1'), open(false)]);
    try {
      const token = await tokens.add('platform', ['shell']);
      const signIn = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/session',
          remoteAddress: '127.0.0.1',
          headers: { host: HOST, 'x-forwarded-proto': 'https', origin: `https://${HOST}` },
          payload: { token },
        });
      const secure = await signIn(trusting);
      expect(secure.statusCode).toBe(201);
      expect(cookieOf(secure)).toContain('; Secure');
      // Not behind a trusted proxy, the header is anyone's to send: the request came over plain HTTP,
      // and its page (https://…) is then another origin than the one it reached.
      expect((await signIn(untrusting)).statusCode).toBe(403);
    } finally {
      await Promise.all([trusting.close(), untrusting.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the same-origin check behind a trusted proxy', () => {
  it('compares Origin with the Host header, never with X-Forwarded-Host (403 for a forged pair)', async () => {
    const dataDir = tempDir('console-session-forwarded-host');
    const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8080 });
    const tokens = tokenStoreOn(fileTokenBackend(environment.releasesDir), { refreshMs: 0 });
    const app = await createReleaseService({
      environment,
      stores: await openReleaseStores(environment),
      tokens,
      consoleDir: null,
      trustProxy: '127.0.0.1',
    });
    try {
      const token = await tokens.add('marketing', ['marketing']);
      const signIn = (headers: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/session', remoteAddress: '127.0.0.1', headers, payload: { token } });
      // Another site's page, whose request names that site as the forwarded host too.
      const forged = await signIn({
        host: HOST,
        origin: 'https://attacker.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'https',
      });
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ message: "the console's sessions are opened and ended from its own page only" });
      const id = sessionIdIn(cookieOf(await signIn({ host: HOST, origin: OWN_ORIGIN })));
      const change = await app.inject({
        method: 'POST',
        url: '/api/rollbacks',
        remoteAddress: '127.0.0.1',
        headers: {
          ...fromConsole(id),
          origin: 'https://attacker.example',
          'sec-fetch-site': 'same-origin',
          'x-forwarded-host': 'attacker.example',
          'x-forwarded-proto': 'https',
        },
        payload: { packages: ['marketing'] },
      });
      expect(change.statusCode).toBe(403);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
