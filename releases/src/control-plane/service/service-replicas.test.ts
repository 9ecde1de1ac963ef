import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { packBuild } from '../cli/pack-build';
import { releaseEnvironmentOf } from '../../model/config/release-environment';
import { PACKAGE_NAMES } from '../../model/packages/package-names';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { redisLocation } from '../../model/storage/redis/redis-client';
import { remoteBuildFiles, tempDir, writeFiles } from '../../test-support/release-fixtures';
import { runsRedisTests, startRedis, type RunningRedis } from '../../test-support/redis-server';
import { REFRESH_MS, tokenStoreOn, type TokenStore } from '../tokens/token-store';
import { createReleaseService } from './service-app';

const describeWithRedis = runsRedisTests ? describe : describe.skip;

// Publishing smoke-renders in a render process: seconds on a busy machine.
jest.setTimeout(60_000);

describeWithRedis('two release service replicas sharing Redis and RELEASES_DIR', () => {
  let redis: RunningRedis;
  let dataDir: string;
  let replicas: { app: FastifyInstance; tokens: TokenStore }[];

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis.stop());

  beforeEach(async () => {
    dataDir = tempDir('release-replicas');
    const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, REDIS_URL: redis.url, PORT: 8080 });
    const flusher = new Redis(redis.url);
    await flusher.flushall();
    flusher.disconnect();
    replicas = await Promise.all(
      [1, 2].map(async () => {
        const connection = new Redis(redis.url);
        const stores = await openReleaseStores(environment, { redis: connection });
        const tokens = tokenStoreOn(stores.tokens);
        const app = await createReleaseService({ environment, stores, tokens, logger: false });
        app.addHook('onClose', async () => connection.disconnect());
        return { app, tokens };
      }),
    );
  });
  afterEach(async () => {
    await Promise.all(replicas.map(({ app }) => app.close()));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('see one store: what one publishes the other lists, and a token revoked on one is refused by the other', async () => {
    const [first, second] = replicas as [(typeof replicas)[0], (typeof replicas)[0]];
    const token = await first.tokens.add('platform', PACKAGE_NAMES);
    const headers = { authorization: `Bearer ${token}` };
    const build = writeFiles(path.join(dataDir, 'careers-build'), remoteBuildFiles('careers'));
    const published = await first.app.inject({
      method: 'POST',
      url: '/api/packages/careers/releases',
      headers: { ...headers, 'content-type': 'application/gzip' },
      payload: await packBuild('careers', build),
    });
    expect(published.statusCode).toBe(201);
    const listed = await second.app.inject({ method: 'GET', url: '/api/packages/careers/releases', headers });
    expect(listed.json().releases.map((release: { id: string }) => release.id)).toEqual([published.json().release.id]);
    expect((await second.app.inject({ method: 'GET', url: '/api/health' })).json().store).toContain(
      `pointers and log in Redis at ${redisLocation(redis.url)}`,
    );

    await first.tokens.revoke('platform');
    await new Promise((resolve) => setTimeout(resolve, REFRESH_MS + 100));
    expect((await second.app.inject({ method: 'GET', url: '/api/token', headers })).statusCode).toBe(401);
  });
});
