import { readEdgeConfig } from './config';

describe("the edge's configuration", () => {
  it('takes its defaults for what is unset or blank, and megabytes as bytes', () => {
    const config = readEdgeConfig({ PORT: ' ', API_CACHE_MAX_MB: '8', SHED_HEAP_USED_MB: '256' });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:8080',
      providerUrl: null,
      contactRateLimit: { max: 5, timeWindowMs: 60_000 },
      apiCacheMaxBytes: 8 * 1024 * 1024,
      pageCacheMaxBytes: 32 * 1024 * 1024,
      liveChat: { propertyId: null, widgetId: null, scriptBaseUrl: 'https://embed.tawk.to' },
      canaryHalt: {
        minVisitors: 5,
        minNetworks: 3,
        minRatePercent: 2,
        stableFactor: 3,
        maxNetworkSharePercent: 50,
        windowMs: 600_000,
      },
      renderSandbox: { poolSize: 2, renderTimeoutMs: 2000 },
    });
    expect(config.shedding.maxHeapUsedBytes).toBe(256 * 1024 * 1024);
  });

  it('reads text as the rules say: trailing slashes, proxies, and a share of at most 100', () => {
    const config = readEdgeConfig({
      PROVIDER_URL: 'https://jobs.example/api//',
      TRUST_PROXY: '10.0.0.0/8',
      WEB_VITALS_SAMPLE_PERCENT: '250',
      CANARY_HALT_RATE_PERCENT: '0.5',
    });
    expect(config.providerUrl).toBe('https://jobs.example/api');
    expect(config.trustProxy).toBe('10.0.0.0/8');
    expect(config.webVitals.samplePercent).toBe(100);
    expect(config.canaryHalt.minRatePercent).toBe(0.5);
    expect(readEdgeConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('with the release files in a bucket, refuses to start without the keys every edge must share, naming them', () => {
    const bucket = { RELEASES_BUCKET: 'releases', DATA_DIR: '/srv/edge' };
    const secret = { PREVIEW_SECRET: 'p'.repeat(32) };
    const keys = { VISITOR_KEYS: 'v'.repeat(32) };
    const needs = 'with the release files in a bucket (RELEASES_BUCKET) every edge needs the same';
    expect(() => readEdgeConfig(bucket)).toThrow(`${needs} PREVIEW_SECRET and VISITOR_KEYS: set them`);
    expect(() => readEdgeConfig({ ...bucket, ...secret })).toThrow(`${needs} VISITOR_KEYS: set it`);
    expect(() => readEdgeConfig({ ...bucket, ...keys })).toThrow(`${needs} PREVIEW_SECRET: set it`);
    // With both, it fetches into its cache and serves from there: the same folder.
    const config = readEdgeConfig({ ...bucket, ...secret, ...keys, RELEASE_CACHE_DIR: '/var/cache/releases' });
    expect([config.releaseCacheDir, config.releaseFilesDir]).toEqual(['/var/cache/releases', '/var/cache/releases']);
    // The folder needs neither: they are generated into RELEASES_DIR, which every edge on it shares.
    expect(readEdgeConfig({ DATA_DIR: '/srv/edge' }).releaseFilesDir).toBe('/srv/edge/releases');
  });

  it.each([
    [{ PORT: 'http' }, "PORT must be a whole number from 0 to 65535, got 'http'"],
    [{ APPLY_RATE_LIMIT_MAX: '-1' }, "APPLY_RATE_LIMIT_MAX must be a whole number, got '-1'"],
    [{ CANARY_HALT_STABLE_FACTOR: 'twice' }, "CANARY_HALT_STABLE_FACTOR must be a number of zero or more, got 'twice'"],
    [{ SHED_RETRY_AFTER_S: '0' }, "SHED_RETRY_AFTER_S must be above zero, got '0'"],
    [{ RENDER_POOL_SIZE: '1.5' }, "RENDER_POOL_SIZE must be a whole number of at least 1, got '1.5'"],
    [{ VISITOR_KEYS: 'short' }, 'VISITOR_KEYS: each key must be at least 32 characters'],
    [
      { CANARY_HALT_NETWORK_SHARE_PERCENT: '0' },
      "CANARY_HALT_NETWORK_SHARE_PERCENT must be a number above 0, at most 100, got '0'",
    ],
    // Failures spread evenly over 4 networks could never count at a share of 20 %.
    [
      { CANARY_HALT_NETWORKS: '4', CANARY_HALT_NETWORK_SHARE_PERCENT: '20' },
      "CANARY_HALT_NETWORK_SHARE_PERCENT must be at least 100 / CANARY_HALT_NETWORKS (25), got '20'",
    ],
  ])('refuses %j, naming the variable and its rule', (env, message) => {
    expect(() => readEdgeConfig(env)).toThrow(message);
  });

  // A deadline, a window or a size of 0 would not mean "none": undici reads a timeout of 0 as no
  // deadline at all, a rate-limit window of 0 forgets every request at once (no limit), and a cache
  // of 0 MB stops the edge at start. Ports run from 0 (any free one) to 65535.
  it.each([
    [{ PROVIDER_TIMEOUT_MS: '0' }, "PROVIDER_TIMEOUT_MS must be above zero, got '0'"],
    [{ CONTACT_RATE_LIMIT_WINDOW_MS: '0' }, "CONTACT_RATE_LIMIT_WINDOW_MS must be above zero, got '0'"],
    [{ APPLY_RATE_LIMIT_WINDOW_MS: '0' }, "APPLY_RATE_LIMIT_WINDOW_MS must be above zero, got '0'"],
    [{ SEARCH_RENDER_LIMIT_WINDOW_MS: '0' }, "SEARCH_RENDER_LIMIT_WINDOW_MS must be above zero, got '0'"],
    [{ CLIENT_REPORT_RATE_LIMIT_WINDOW_MS: '0' }, "CLIENT_REPORT_RATE_LIMIT_WINDOW_MS must be above zero, got '0'"],
    [{ WEB_VITALS_RATE_LIMIT_WINDOW_MS: '0' }, "WEB_VITALS_RATE_LIMIT_WINDOW_MS must be above zero, got '0'"],
    [{ PAGE_CACHE_MAX_MB: '0' }, "PAGE_CACHE_MAX_MB must be above zero, got '0'"],
    [{ API_CACHE_MAX_MB: '0' }, "API_CACHE_MAX_MB must be above zero, got '0'"],
    [{ METRICS_PORT: '65536' }, "METRICS_PORT must be a whole number from 0 to 65535, got '65536'"],
    [{ PORT: '-1' }, "PORT must be a whole number from 0 to 65535, got '-1'"],
  ])('refuses %j: its minimum is what its meaning allows', (env, message) => {
    expect(() => readEdgeConfig(env)).toThrow(message);
  });

  it('takes 0 where 0 means something: no cache, no request allowed, no delay, any free port', () => {
    const config = readEdgeConfig({
      JOBS_CACHE_TTL_MS: '0',
      CONTACT_RATE_LIMIT_MAX: '0',
      DRAIN_DELAY_MS: '0',
      METRICS_PORT: '0',
      PORT: '0',
    });
    expect(config).toMatchObject({
      jobsCacheTtlMs: 0,
      contactRateLimit: { max: 0 },
      drainDelayMs: 0,
      metrics: { port: 0 },
      port: 0,
    });
  });
});
