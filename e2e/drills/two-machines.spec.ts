import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import {
  FAULT_DRILL_MARKER,
  startObjectServer,
  startRedis,
  type RunningObjectServer,
  type RunningRedis,
} from 'releases/test-support';
import { release } from '../support/release-cli';
import { drillPort } from '../support/ports';
import { startReleaseService } from '../support/release-service';
import { releasesIn } from '../support/served-releases';
import { nginxBinary, startNginx, type NginxProcess } from '../support/topology/nginx';
import type { ServiceProcess } from '../support/topology/service-process';

/*
 * Two machines on one: nginx in front of two edges, one release service, Redis, and the release files
 * in an S3-compatible object store, with no folder shared by any two processes (each its own
 * DATA_DIR). The object store is @20minutes/s3rver (4.0.x, the line that runs on Node 20), started on
 * loopback: it speaks S3's HTTP API to the AWS SDK the release files use, keeps its objects in a
 * folder of its own, and ignores If-None-Match (the releases' write-once check then verifies before
 * the record; the conditional answer itself is a unit test's, releases' object-release-files.test.ts).
 */

const repoRoot = path.resolve(__dirname, '../..');
const PORTS = {
  site: drillPort(33),
  static: drillPort(34),
  edges: [drillPort(35), drillPort(39)],
  redis: drillPort(40),
  objects: drillPort(41),
  service: drillPort(42),
};
const SERVICE = `http://127.0.0.1:${PORTS.service}`;
const SITE = `http://127.0.0.1:${PORTS.site}`;

test.describe.configure({ mode: 'serial' });

test.describe('two machines on one, sharing nothing but the stores', () => {
  test.skip(!nginxBinary() && !process.env.CI, 'nginx is not installed (apt-get install -y nginx)');

  let root: string;
  let redis: RunningRedis;
  let objects: RunningObjectServer;
  let service: ServiceProcess;
  let edges: EdgeProcess[];
  let nginx: NginxProcess;
  let shared: Record<string, string>;
  let team: Record<string, string>;

  /** A machine's own folder: nothing in it is another process's. */
  const machine = (name: string) => {
    const dataDir = path.join(root, name);
    const releasesDir = path.join(dataDir, 'releases');
    mkdirSync(releasesDir, { recursive: true });
    // This machine's own RELEASES_DIR holds no release: the bucket does.
    writeFileSync(path.join(releasesDir, '.machine'), `${name}\n`);
    return { DATA_DIR: dataDir, RELEASES_DIR: releasesDir };
  };

  const servedBy = async (url: string) => releasesIn(await (await fetch(`${url}/`)).text()).marketing;
  const edgeUrls = () => edges.map((edge) => edge.url);

  /** A changed copy of the built marketing remote, as marketing's pipeline builds a release. */
  let builds = 0;
  function marketingBuild(note: string): string {
    // Inside the drill's own temporary folder (made in os.tmpdir()), removed with it.
    builds += 1;
    const dist = path.join(root, `marketing-build-${builds}`);
    cpSync(path.join(repoRoot, 'marketing-remote', 'dist'), dist, { recursive: true });
    chmodSync(dist, 0o755);
    writeFileSync(path.join(dist, 'release-note.txt'), `${note}\n`);
    return dist;
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    root = mkdtempSync(path.join(os.tmpdir(), 'corelink-two-machines-'));
    redis = await startRedis(PORTS.redis);
    objects = await startObjectServer(path.join(root, 'object-store'), PORTS.objects, 'releases');
    // The AWS SDK reads its credentials from the process's environment: the release commands this
    // drill runs in its own process take them from there.
    Object.assign(process.env, objects.credentials);
    shared = {
      REDIS_URL: redis.url,
      RELEASES_BUCKET: 'releases',
      RELEASES_S3_ENDPOINT: objects.url,
      RELEASES_S3_PATH_STYLE: 'true',
      ...objects.credentials,
      // With no shared folder, every process signs with the same keys only when they are given.
      PREVIEW_SECRET: 'two-machines-drill-preview-secret-0123456789',
      VISITOR_KEYS: 'two-machines-drill-visitor-key-0123456789abcdef',
      PUBLIC_URL: SITE,
      RELEASE_ACTOR: 'two-machines-drill',
    };
    // A CI job of its own: the local builds into the bucket, and the tokens into Redis.
    const ci = { ...shared, ...machine('ci') };
    const published = await release(['local'], ci);
    expect(published.status, published.stderr).toBe(0);
    const platform = await release(['token', 'add', 'platform', 'shell,marketing,careers,contact'], ci);
    const edge = await release(['token', 'add', 'edge', '--edge'], ci);
    expect([platform.status, edge.status]).toEqual([0, 0]);
    team = { ...machine('team'), RELEASE_API_URL: SERVICE, RELEASE_TOKEN: platform.last };

    service = await startReleaseService(PORTS.service, { ...shared, ...machine('service') });
    const edgeEnv = {
      ...shared,
      RELEASE_SERVICE_URL: SERVICE,
      RELEASE_EDGE_TOKEN: edge.last,
      PROVIDER_URL: 'http://127.0.0.1:9',
      PROVIDER_TOKEN: 'two-machines-drill',
      TRUST_PROXY: '127.0.0.1',
    };
    edges = await Promise.all(
      PORTS.edges.map((port, index) =>
        startEdgeProcess({
          entry: 'production',
          label: `machine-${index + 1}-edge`,
          port,
          env: { ...edgeEnv, ...machine(`machine-${index + 1}`), METRICS_PORT: '0' },
        }),
      ),
    );
    nginx = await startNginx(
      path.join(root, 'nginx'),
      {
        SITE_LISTEN: `127.0.0.1:${PORTS.site}`,
        STATIC_LISTEN: `127.0.0.1:${PORTS.static}`,
        EDGE_1: `127.0.0.1:${PORTS.edges[0]}`,
        EDGE_2: `127.0.0.1:${PORTS.edges[1]}`,
        // Browsers get the release files through the edges here (no RELEASES_URL): its own empty folder.
        RELEASES_DIR: machine('nginx').RELEASES_DIR,
        SITE_ORIGIN: SITE,
      },
      `${SITE}/healthz`,
    );
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all((edges ?? []).map((edge) => edge.stop()));
    await service?.stop();
    await objects?.stop();
    await redis?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('a release published and activated through the service is served by both edges within 5 s, and so is its rollback', async () => {
    test.setTimeout(120_000);
    const before = await servedBy(SITE);
    expect(before).toMatch(/^\d{8}T/);
    const dist = marketingBuild('served from the bucket on two machines');
    const published = await release(['publish', 'marketing', '--dist', dist], team);
    expect(published.status, published.stderr).toBe(0);
    const next = published.last;
    const activated = Date.now();
    expect((await release(['activate', 'marketing', next], team)).status).toBe(0);
    for (const url of edgeUrls())
      await expect.poll(() => servedBy(url), { timeout: 5000, intervals: [100] }).toBe(next);
    console.log(`two machines: both edges fetched and serve ${next} ${Date.now() - activated} ms after activation`);
    // A page's own script comes from the edge that served it, out of its own cache.
    const page = await (await fetch(`${SITE}/releases/marketing/${next}/release-note.txt`)).text();
    expect(page).toBe('served from the bucket on two machines\n');

    expect((await release(['rollback', 'marketing'], team)).status).toBe(0);
    for (const url of edgeUrls())
      await expect.poll(() => servedBy(url), { timeout: 5000, intervals: [100] }).toBe(before);
  });

  test('with the object store down the edges serve on, ready, and a publish fails naming the store; started again, all resumes', async () => {
    test.setTimeout(120_000);
    const live = await servedBy(SITE);
    await objects.stop();
    for (const url of edgeUrls()) {
      expect((await fetch(`${url}/`)).status).toBe(200);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect(await servedBy(url)).toBe(live);
    }
    const dist = marketingBuild('published once the store is back');
    const refused = await release(['publish', 'marketing', '--dist', dist], team);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/the object store \(bucket releases at 127\.0\.0\.1:\d+\)/);
    expect((await release(['list', 'marketing'], team)).stdout).not.toContain('published once');

    await objects.start();
    const published = await release(['publish', 'marketing', '--dist', dist], team);
    expect(published.status, published.stderr).toBe(0);
    expect((await release(['activate', 'marketing', published.last], team)).status).toBe(0);
    for (const url of edgeUrls()) {
      await expect.poll(() => servedBy(url), { timeout: 5000, intervals: [100] }).toBe(published.last);
    }
  });

  test('a publish killed in the middle of its upload leaves nothing listed, and gc removes what it wrote', async () => {
    test.setTimeout(120_000);
    // The crash drill's fault point, armed by the marker in this machine's own RELEASES_DIR only.
    const ci = { ...shared, ...machine('killed-ci') };
    writeFileSync(path.join(ci.RELEASES_DIR, FAULT_DRILL_MARKER), '');
    const listed = async () => (await release(['list', 'marketing'], team)).stdout;
    const before = await listed();
    const dist = marketingBuild('never listed');
    const child = spawn(process.execPath, ['releases/dist/cli/release.js', 'publish', 'marketing', '--dist', dist], {
      cwd: repoRoot,
      env: { ...process.env, ...ci, RELEASE_FAULT_POINT: 'publish:copying' },
      stdio: 'ignore',
    });
    const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, sig) => resolve(sig)),
    );
    expect(signal).toBe('SIGKILL');
    expect(await listed()).toBe(before);
    const collected = await release(['gc', 'marketing'], { ...shared, ...machine('gc') });
    expect(collected.status, collected.stderr).toBe(0);
    expect(collected.stdout).toMatch(
      /marketing: removed \d+ releases \(.*\) and [1-9]\d* leftovers of stopped publishes/,
    );
    expect(await listed()).toBe(before);
  });
});
