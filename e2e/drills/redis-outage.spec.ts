import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { startRedis, type RunningRedis } from 'releases/test-support';
import { release, type ReleaseRun } from '../support/release-cli';
import { releasesIn } from '../support/served-releases';
import { startReleaseService } from '../support/release-service';
import { drillPort } from '../support/ports';
import { startService, type ServiceProcess } from '../support/topology/service-process';

/*
 * Stops that work when Redis does not: two edges sharing Redis and RELEASES_DIR, a marketing canary
 * running, then Redis stops answering (it still takes connections: the worst case). An edge restarted
 * meanwhile serves the last good releases from its own disk, the emergency override halts the canary
 * on it, and once Redis answers again both edges agree within 5 s: the edge asks the release service
 * to record the halt (its own token, in Redis like every token), which it does once Redis answers. The
 * restarted edge is the production entry, in front of a provider-api of its own, as production runs it.
 */

const PROVIDER_TOKEN = 'redis-outage-drill-provider-token';

const expectDone = (run: ReleaseRun) => expect(run.status, run.stderr).toBe(0);
const visitors = Array.from({ length: 24 }, () => randomBytes(16).toString('base64url'));

test.describe.configure({ mode: 'serial' });

test.describe('an outage of Redis', () => {
  let root: string;
  let redis: RunningRedis;
  let first: EdgeProcess;
  let second: EdgeProcess;
  let provider: ServiceProcess;
  let service: ServiceProcess;
  let shared: Record<string, string>;
  let canary: string;
  const secondUrl = `http://127.0.0.1:${drillPort(21)}`;
  const secondEnv = () => ({
    ...shared,
    DATA_DIR: path.join(root, 'second'),
    PORT: String(drillPort(21)),
    PROVIDER_URL: `http://127.0.0.1:${drillPort(23)}`,
    PROVIDER_TOKEN,
  });

  /** The edge's production start (no publishing): as an orchestrator restarts it. */
  const startSecond = () =>
    startEdgeProcess({ entry: 'production', label: 'outage-second', port: drillPort(21), env: secondEnv() });

  /** How many of the visitors an edge serves the marketing canary to. */
  const inCanary = async (url: string) => {
    const served = await Promise.all(
      visitors.map(async (visitor) => {
        const page = await fetch(`${url}/`, { headers: { cookie: `release_visitor=${visitor}` } });
        expect(page.status).toBe(200);
        return releasesIn(await page.text()).marketing;
      }),
    );
    return served.filter((id) => id === canary).length;
  };

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    root = mkdtempSync(path.join(os.tmpdir(), 'corelink-redis-outage-'));
    redis = await startRedis(drillPort(22));
    provider = await startService(
      'provider-api',
      process.execPath,
      ['--enable-source-maps', 'provider-api/dist/main.js'],
      { PORT: String(drillPort(23)), HOST: '127.0.0.1', DATA_DIR: path.join(root, 'provider'), PROVIDER_TOKEN },
      `http://127.0.0.1:${drillPort(23)}/jobs/getapijobs/`,
    );
    shared = { RELEASES_DIR: path.join(root, 'releases'), REDIS_URL: redis.url, RELEASE_ACTOR: 'outage-drill' };
    // The release service the edges ask to record their halts, with an edge's token named `edge`.
    const edgeToken = await release(['token', 'add', 'edge', '--edge'], { ...shared, DATA_DIR: root });
    expectDone(edgeToken);
    service = await startReleaseService(drillPort(24), { ...shared, DATA_DIR: path.join(root, 'service') });
    Object.assign(shared, {
      RELEASE_SERVICE_URL: `http://127.0.0.1:${drillPort(24)}`,
      RELEASE_EDGE_TOKEN: edgeToken.last,
    });
    first = await startEdgeProcess({ port: drillPort(20), env: { ...shared, DATA_DIR: path.join(root, 'first') } });
    second = await startSecond();
    const live = releasesIn(await (await fetch(`${first.url}/`)).text());
    const dist = path.join(root, 'marketing-copy');
    cpSync(path.join(shared.RELEASES_DIR as string, 'marketing', live.marketing), dist, { recursive: true });
    chmodSync(dist, 0o755);
    writeFileSync(path.join(dist, 'release-note.txt'), 'the outage drill’s canary\n');
    const published = await release(['publish', 'marketing', '--dist', dist], {
      ...shared,
      DATA_DIR: path.join(root, 'first'),
    });
    expectDone(published);
    canary = published.last;
    expectDone(await release(['activate', 'marketing', canary, '--canary', '50'], { ...shared, DATA_DIR: root }));
    await expect
      .poll(() => Promise.all([inCanary(first.url), inCanary(secondUrl)]), { timeout: 5000 })
      .not.toContain(0);
  });

  test.afterAll(async () => {
    redis?.process.kill('SIGCONT');
    await first?.stop();
    await second?.stop();
    await provider?.stop();
    await service?.stop();
    await redis?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('an edge restarted during the outage serves the last good releases, and the override halts the canary on it', async () => {
    test.setTimeout(120_000);
    redis.process.kill('SIGSTOP');
    try {
      await second.stop();
      second = await startSecond();
      expect((await fetch(`${secondUrl}/readyz`)).status).toBe(200);
      // The last good set, canary included: the same visitors get it as before.
      expect(await inCanary(secondUrl)).toBeGreaterThan(0);

      const halted = await release(['override', 'halt', 'marketing'], secondEnv());
      expectDone(halted);
      expect(halted.stdout).toContain(`marketing: the canary ${canary} is halted on the edges reading`);
      await expect.poll(() => inCanary(secondUrl), { timeout: 5000 }).toBe(0);
      // The other edge cannot hear of it without Redis: it serves on as it was.
      expect(await inCanary(first.url)).toBeGreaterThan(0);
    } finally {
      redis.process.kill('SIGCONT');
    }
    // Redis answers again: the release service records the second edge's halt in the shared pointers, and
    // the first edge follows.
    const back = Date.now();
    await expect.poll(() => inCanary(first.url), { timeout: 5000, intervals: [200] }).toBe(0);
    console.log(`outage drill: both edges agree ${Date.now() - back} ms after Redis answered again`);
    expect(await inCanary(secondUrl)).toBe(0);
    const log = (await release(['log', 'marketing'], { ...shared, DATA_DIR: root })).stdout.trim().split('\n');
    expect(log.at(-1)?.split('  ').slice(1, 5)).toEqual(['edge', 'halt', 'marketing', canary]);
    expect(log.at(-1)).toContain('emergency override by outage-drill');
  });
});
