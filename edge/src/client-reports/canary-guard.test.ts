import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createEdgeApp } from '../app';
import { readEdgeConfig } from '../config';
import { inCanary } from 'releases/canary/canary-bucket';
import { createFilePointerStore } from 'releases/pointers/file-pointer-store';
import type { PointerStore } from 'releases/pointers/pointer-store';
import { connectRedisStore } from 'releases/pointers/redis-pointer-store';
import { activateReleases } from 'releases/commands/activate';
import { hasRedis, startRedis, type RunningRedis } from 'releases/test-support/redis-server';
import { within } from '../test-support/within';
import { activeSite, publishFixture, remoteBuildFiles, tempDir } from 'releases/test-support/release-fixtures';

/** `count` visitor ids the canary of `id` (at `percent`) is served to, or not served to. */
function visitors(id: string, percent: number, count: number, served = true): string[] {
  const found: string[] = [];
  while (found.length < count) {
    const visitor = randomBytes(16).toString('base64url');
    if (inCanary(visitor, 'careers', { id, percent, group: null }) === served) found.push(visitor);
  }
  return found;
}

interface Site {
  releasesDir: string;
  store: PointerStore;
  active: string;
  canary: string;
}

/** Every package released, and a second careers release canaried to half the visitors. */
async function siteWithCanary(store?: (releasesDir: string) => Promise<PointerStore>): Promise<Site> {
  const releasesDir = tempDir('edge-canary-guard');
  const pointers = store ? await store(releasesDir) : createFilePointerStore(releasesDir);
  const { careers: active } = await activeSite(releasesDir, pointers);
  const canary = await publishFixture(
    releasesDir,
    'careers',
    remoteBuildFiles('careers', { extra: { 'next.js': '' } }),
  );
  await activateReleases({ releasesDir, store: pointers, actor: 'test' }, [{ name: 'careers', id: canary }], {
    canaryPercent: 50,
  });
  return { releasesDir, store: pointers, active, canary };
}

async function edgeFor(site: Site, env: Record<string, string> = {}) {
  const lines: { level: number; msg: string }[] = [];
  const config = readEdgeConfig({
    PROVIDER_URL: 'http://127.0.0.1:9',
    PROVIDER_TOKEN: 'canary-guard-test',
    RELEASES_DIR: site.releasesDir,
    CLIENT_REPORT_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const app = await createEdgeApp(config, { logStream: { write: (line) => void lines.push(JSON.parse(line)) } });
  return { app, lines };
}

const reportFrom = (app: FastifyInstance, visitor: string, release: string) =>
  app.inject({
    method: 'POST',
    url: '/api/client-reports',
    headers: { 'content-type': 'application/json', cookie: `release_visitor=${visitor}` },
    payload: JSON.stringify({ package: 'careers', release, route: '/career', kind: 'page-error' }),
  });

const careersEntry = async (app: FastifyInstance, visitor: string) =>
  /"careers":"([^"]+)"/.exec(
    (await app.inject({ url: '/career', headers: { cookie: `release_visitor=${visitor}` } })).body,
  )?.[1];

describe('a canary that fails in browsers', () => {
  let site: Site;
  let app: FastifyInstance;
  let lines: { level: number; msg: string }[];
  beforeEach(async () => {
    site = await siteWithCanary();
    ({ app, lines } = await edgeFor(site));
  });
  afterEach(async () => {
    await app.close();
    rmSync(site.releasesDir, { recursive: true, force: true });
  });

  it('is halted once 3 distinct visitors it is served to report it failing: every new page gets the active release', async () => {
    const [first, second, third] = visitors(site.canary, 50, 3);
    const [outside] = visitors(site.canary, 50, 1, false);
    expect(await careersEntry(app, first as string)).toContain(site.canary);

    // Two visitors, the same one again, one the canary is not served to, a report of the active release:
    // none of it is three visitors of the canary.
    for (const [visitor, release] of [
      [first, site.canary],
      [second, site.canary],
      [first, site.canary],
      [outside, site.canary],
      [third, site.active],
    ]) {
      expect((await reportFrom(app, visitor as string, release as string)).statusCode).toBe(204);
    }
    expect((await site.store.read()).pointers.careers.halted).toEqual([]);

    await reportFrom(app, third as string, site.canary);
    const pointer = (await site.store.read()).pointers.careers;
    expect(pointer.halted).toEqual([site.canary]);
    expect(pointer.canary?.id).toBe(site.canary);
    const halt = (await site.store.log()).at(-1);
    expect(halt).toMatchObject({ actor: 'edge', action: 'halt', package: 'careers', id: site.canary });
    expect(halt?.detail).toMatch(/^failure reports from 3 visitors within 60 s/);
    expect(lines.filter((line) => line.level === 40 && line.msg.startsWith('canary halted'))).toEqual([
      expect.objectContaining({
        msg: `canary halted: failure reports from 3 visitors within 60 s; every visitor gets ${site.active} again`,
      }),
    ]);
    expect((await app.metrics.canaryHalts.get()).values).toEqual([{ labels: { package: 'careers' }, value: 1 }]);
    // This edge switched at once; its visitors all get the active release again.
    for (const visitor of [first, second, third])
      expect(await careersEntry(app, visitor as string)).toContain(site.active);

    // More reports of the halted canary halt nothing more.
    await reportFrom(app, visitors(site.canary, 50, 1)[0] as string, site.canary);
    expect((await site.store.log()).filter((entry) => entry.action === 'halt')).toHaveLength(1);
  });

  it('counts only the reports within the window', async () => {
    await app.close();
    ({ app, lines } = await edgeFor(site, { CANARY_HALT_WINDOW_MS: '300' }));
    const [first, second, third] = visitors(site.canary, 50, 3);
    await reportFrom(app, first as string, site.canary);
    await reportFrom(app, second as string, site.canary);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await reportFrom(app, third as string, site.canary);
    expect((await site.store.read()).pointers.careers.halted).toEqual([]);
  });

  it('never halts anything with CANARY_HALT_VISITORS=0', async () => {
    await app.close();
    ({ app, lines } = await edgeFor(site, { CANARY_HALT_VISITORS: '0' }));
    for (const visitor of visitors(site.canary, 50, 5)) await reportFrom(app, visitor, site.canary);
    expect((await site.store.read()).pointers.careers.halted).toEqual([]);
  });
});

(hasRedis ? describe : describe.skip)('a failing canary on two edges sharing Redis', () => {
  let redis: RunningRedis;
  let site: Site;
  let edges: FastifyInstance[];
  beforeAll(async () => {
    redis = await startRedis();
    site = await siteWithCanary(() => connectRedisStore(redis.url));
    edges = [(await edgeFor(site, { REDIS_URL: redis.url })).app, (await edgeFor(site, { REDIS_URL: redis.url })).app];
  });
  afterAll(async () => {
    for (const edge of edges) await edge.close();
    await site.store.close();
    await redis.stop();
    rmSync(site.releasesDir, { recursive: true, force: true });
  });

  it('counts visitors across both edges, and both serve the active release again within 5 s', async () => {
    const [first, second, third] = visitors(site.canary, 50, 3);
    const [one, other] = edges as [FastifyInstance, FastifyInstance];
    await reportFrom(one, first as string, site.canary);
    await reportFrom(other, second as string, site.canary);
    expect((await site.store.read()).pointers.careers.halted).toEqual([]);
    await reportFrom(other, third as string, site.canary);
    expect((await site.store.read()).pointers.careers.halted).toEqual([site.canary]);
    const took = await within(
      5000,
      async () => (await careersEntry(one, first as string))?.includes(site.active) ?? false,
    );
    expect(took).toBeLessThan(5000);
    expect((await site.store.log()).filter((entry) => entry.action === 'halt')).toHaveLength(1);
  });
});
