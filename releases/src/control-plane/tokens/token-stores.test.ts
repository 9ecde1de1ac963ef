import { rmSync, statSync } from 'node:fs';
import { Redis } from 'ioredis';
import { tempDir } from '../../test-support/release-fixtures';
import { runsRedisTests, startRedis, type RunningRedis } from '../../test-support/redis-server';
import { fileTokenBackend, tokensFile } from '../../model/storage/tokens/file-token-backend';
import { redisTokenBackend } from '../../model/storage/tokens/redis-token-backend';
import type { TokenBackend } from '../../model/storage/tokens/token-backend';
import { REFRESH_MS, tokenStoreOn, type TokenStore } from './token-store';

const describeWithRedis = runsRedisTests ? describe : describe.skip;

/** Two service replicas' stores on one backend's data, each with its own cache of the records. */
function behavesAsATokenStore(open: () => Promise<{ replicas: [TokenStore, TokenStore]; close(): Promise<void> }>) {
  let replicas: [TokenStore, TokenStore];
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ replicas, close } = await open());
  });
  afterEach(() => close());

  it('verifies a token it added, for its packages, and nothing else', async () => {
    const [one, other] = replicas;
    const token = await one.add('marketing', ['contact', 'marketing']);
    expect(await other.verify(token)).toMatchObject({ name: 'marketing', packages: ['marketing', 'contact'] });
    expect(await other.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await other.verify('')).toBeNull();
  });

  it('keeps only a hash: no token in what it lists or stores', async () => {
    const [one] = replicas;
    const token = await one.add('platform', ['shell', 'marketing', 'careers', 'contact']);
    const listed = await one.list();
    expect(listed).toEqual([
      {
        name: 'platform',
        packages: ['shell', 'marketing', 'careers', 'contact'],
        role: 'team',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    await one.verify(token);
    expect((await one.list())[0]?.lastUsedAt).toEqual(expect.any(String));
    expect(JSON.stringify(await one.list())).not.toContain(token.slice(4));
  });

  it("keeps an edge's token as an edge's: it covers no package, and lists as one", async () => {
    const [one, other] = replicas;
    const token = await one.addEdge('edge-a');
    expect(await other.verify(token)).toMatchObject({ name: 'edge-a', packages: [], role: 'edge' });
    expect((await one.list()).map(({ name, role, packages }) => ({ name, role, packages }))).toEqual([
      { name: 'edge-a', role: 'edge', packages: [] },
    ]);
  });

  it('refuses a revoked token on every replica within the refresh interval', async () => {
    const [one, other] = replicas;
    const token = await one.add('recruitment', ['careers']);
    expect(await other.verify(token)).not.toBeNull();
    expect(await one.revoke('recruitment')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, REFRESH_MS + 50));
    expect(await other.verify(token)).toBeNull();
    expect(await one.revoke('recruitment')).toBe(false);
  });
}

describe('the token store on a file in RELEASES_DIR', () => {
  let releasesDir: string;
  behavesAsATokenStore(async () => {
    releasesDir = tempDir('tokens');
    return {
      replicas: [tokenStoreOn(fileTokenBackend(releasesDir)), tokenStoreOn(fileTokenBackend(releasesDir))],
      close: async () => rmSync(releasesDir, { recursive: true, force: true }),
    };
  });

  it('is readable by its owner only', async () => {
    releasesDir = tempDir('tokens');
    try {
      await tokenStoreOn(fileTokenBackend(releasesDir)).add('platform', ['shell']);
      expect(statSync(tokensFile(releasesDir)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(releasesDir, { recursive: true, force: true });
    }
  });
});

describeWithRedis('the token store in Redis', () => {
  let redis: RunningRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.stop());

  behavesAsATokenStore(async () => {
    const clients = [new Redis(redis.url), new Redis(redis.url)];
    await clients[0]?.flushall();
    const backends = clients.map((client): TokenBackend => redisTokenBackend(client, redis.url));
    return {
      replicas: [tokenStoreOn(backends[0] as TokenBackend), tokenStoreOn(backends[1] as TokenBackend)],
      close: async () => {
        for (const client of clients) client.disconnect();
      },
    };
  });
});
