import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { activeSite, tempDir } from 'releases/test-support';
import { copyReleaseStore, startEdgeInProcess } from './test-edge';

const NO_PROVIDER = { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'test-edge' };

describe('an edge a test starts in its own process', () => {
  it('gets a data folder of its own, never the checkout’s, gone when it closes', async () => {
    const edge = await startEdgeInProcess(NO_PROVIDER, { listen: false });
    expect(edge.dataDir).not.toBe(path.resolve(__dirname, '../../../data'));
    expect(edge.config.releasesDir).toBe(path.join(edge.dataDir, 'releases'));
    expect((await edge.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await edge.close();
    expect(existsSync(edge.dataDir)).toBe(false);
  });

  it('keeps a data folder its test named', async () => {
    const dataDir = tempDir('test-edge-named');
    const edge = await startEdgeInProcess({ ...NO_PROVIDER, DATA_DIR: dataDir }, { listen: false });
    await edge.close();
    expect(existsSync(dataDir)).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs with the test settings, which its environment may override', async () => {
    const settled = await startEdgeInProcess(NO_PROVIDER, { listen: false });
    const production = await startEdgeInProcess(
      { ...NO_PROVIDER, DRAIN_DELAY_MS: '5000', RENDER_START: 'listen', RENDER_POOL_SIZE: '2' },
      { listen: false },
    );
    try {
      const { config } = settled;
      expect([config.drainDelayMs, config.renderStart, config.renderSandbox.poolSize]).toEqual([0, 'first-use', 1]);
      const own = production.config;
      expect([own.drainDelayMs, own.renderStart, own.renderSandbox.poolSize]).toEqual([5000, 'listen', 2]);
    } finally {
      await settled.close();
      await production.close();
    }
  });

  it('takes many forms from one address, with no job or sitemap cache, unless its environment says otherwise', async () => {
    const edge = await startEdgeInProcess(NO_PROVIDER, { listen: false });
    const cached = await startEdgeInProcess({ ...NO_PROVIDER, JOBS_CACHE_TTL_MS: '300' }, { listen: false });
    try {
      const { config } = edge;
      expect([config.jobsCacheTtlMs, config.sitemapCacheTtlMs]).toEqual([0, 0]);
      expect([config.applyRateLimit.max, config.contactRateLimit.max]).toEqual([1000, 100000]);
      expect(config.shedding.maxEventLoopDelayMs).toBe(5000);
      expect(cached.config.jobsCacheTtlMs).toBe(300);
      expect(() => edge.url).toThrow('this edge does not listen (it was started with listen: false)');
    } finally {
      await edge.close();
      await cached.close();
    }
  });

  it('runs in front of a real provider-api of its own when asked, which closes with it', async () => {
    const edge = await startEdgeInProcess({}, { provider: true });
    const { provider } = edge;
    expect(edge.config.providerToken).toBe(provider.token);
    const jobs = await fetch(`${edge.url}/api/jobs/getapijobs/?page=1&limit=10`);
    expect(jobs.status).toBe(200);
    const listed = (await jobs.json()) as { data: { items: { id: string }[] } };
    const stored = provider.db.prepare('SELECT COUNT(*) AS total FROM jobs').get() as { total: number };
    expect(listed.data.items.length).toBe(Math.min(10, stored.total));
    await edge.close();
    expect(existsSync(provider.dataDir)).toBe(false);
    await expect(fetch(`${provider.url}/jobs/getapijobs/`)).rejects.toThrow();
  });

  it('listens on loopback when asked', async () => {
    const edge = await startEdgeInProcess(NO_PROVIDER);
    try {
      expect(edge.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${edge.url}/healthz`)).status).toBe(200);
    } finally {
      await edge.close();
    }
  });
});

describe('a copy of a release store', () => {
  it('carries the releases, records, pointers (their link as it is) and log, and nothing an edge made for itself', async () => {
    const store = tempDir('test-edge-store');
    await activeSite(store);
    for (const own of ['.visitor-key', '.preview-secret', 'site.json']) writeFileSync(path.join(store, own), 'own');
    mkdirSync(path.join(store, 'marketing', '.served'));
    mkdirSync(path.join(store, 'careers', '.incoming-20261127T000000000Z-0000000000000000'));
    const copy = path.join(tempDir('test-edge-copy'), 'releases');

    expect(copyReleaseStore(store, copy)).toBe(true);
    expect(readlinkSync(path.join(copy, 'pointers', 'current'))).toBe(
      readlinkSync(path.join(store, 'pointers', 'current')),
    );
    expect(lstatSync(path.join(copy, 'pointers', 'current')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(copy, 'release-log.jsonl'), 'utf8')).toBe(
      readFileSync(path.join(store, 'release-log.jsonl'), 'utf8'),
    );
    for (const own of ['.visitor-key', '.preview-secret', 'site.json', 'marketing/.served']) {
      expect([own, existsSync(path.join(copy, own))]).toEqual([own, false]);
    }
    expect(existsSync(path.join(copy, 'careers', '.incoming-20261127T000000000Z-0000000000000000'))).toBe(false);

    // An edge on the copy serves the same releases.
    const edge = await startEdgeInProcess({ ...NO_PROVIDER, RELEASES_DIR: copy }, { listen: false });
    try {
      expect((await edge.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await edge.close();
      for (const folder of [store, path.dirname(copy)]) rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is not made over a store that holds releases already', async () => {
    const store = tempDir('test-edge-store');
    await activeSite(store);
    const other = tempDir('test-edge-other');
    await activeSite(other);
    expect(copyReleaseStore(store, other)).toBe(false);
    expect(readFileSync(path.join(other, 'release-log.jsonl'), 'utf8')).not.toBe(
      readFileSync(path.join(store, 'release-log.jsonl'), 'utf8'),
    );
    for (const folder of [store, other]) rmSync(folder, { recursive: true, force: true });
  });
});

describe("the edge's tests", () => {
  const source = path.resolve(__dirname, '..');
  const testFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(full);
      return entry.name.endsWith('.test.ts') ? [full] : [];
    });

  it('start their edges through this module, never the app or the entry points on their own', () => {
    const own = testFiles(source).filter((file) => {
      const text = readFileSync(file, 'utf8');
      return /createEdgeApp\(|['"]edge\/(src|dist)\/(main|serve-local)\.[jt]s['"]/.test(text);
    });
    expect(own.map((file) => path.relative(source, file))).toEqual([]);
  });
});
