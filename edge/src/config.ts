import os from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import type { RemoteName } from 'shared-config/site-routes';
import { envText as text, readReleaseEnvironment } from 'releases/config/release-environment';
import type { PackageName } from 'releases/packages/package-names';
import { readRenderSandboxSettings, type RenderSandboxSettings } from 'render-sandbox/sandbox-settings';

/** Requests (posts, renders) allowed per client address per window. */
export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** How an upload is judged: by its average rate once it has had time to start, and a ceiling. */
export interface UploadPace {
  graceMs: number;
  minBytesPerSecond: number;
  maxMs: number;
}

/** When the edge refuses new requests with a quick 503 rather than queue them (load-shedding.ts). */
export interface LoadShedding {
  /** Mean event-loop delay over a sample past which new requests are refused (ms). */
  maxEventLoopDelayMs: number;
  /** Heap in use past which new requests are refused (bytes). */
  maxHeapUsedBytes: number;
  /** What the 503 tells clients to wait (seconds). */
  retryAfterSeconds: number;
}

/**
 * When the edge halts a canary on its own (canary-analysis/halt-rule.ts): its failure rate against the
 * stable release's over one window, once enough visitors on enough networks saw it fail.
 */
export interface CanaryHaltRule {
  /** Distinct visitors who saw the canary fail, at least (0: never halt). */
  minVisitors: number;
  /** Distinct networks (IPv4 /24, IPv6 /48) those failures came from, at least. */
  minNetworks: number;
  /** The canary's failure rate (failing visitors per visitor served) must be above this. */
  minRatePercent: number;
  /** ... and at least this many times the stable release's, when the stable has a sample with failures. */
  stableFactor: number;
  /** The window every figure is counted over. */
  windowMs: number;
}

/** How long a connection may take over each part of a request (README: Configuration). */
export interface ConnectionTimeouts {
  /** A request's headers must arrive within this. */
  headersMs: number;
  /** An ordinary request (anything but an upload) must arrive whole within this. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this; longer than a proxy's upstream keep-alive. */
  keepAliveMs: number;
  /** A connection on which nothing moves for this long is closed. */
  idleMs: number;
  upload: UploadPace;
}

export interface EdgeConfig {
  port: number;
  host: string;
  /** The site's public origin (scheme, host, port) for every absolute URL the edge writes. */
  publicUrl: string;
  /** The provider's base URL; null until the embedded provider-api is started. */
  providerUrl: string | null;
  providerToken: string | null;
  providerTimeoutMs: number;
  sendEmailUrl: string | null;
  contactRecipient: { email: string; name: string };
  contactTemplateId: string;
  redisUrl: string | null;
  dataDir: string;
  /** Where uploads wait, one private folder per request, until they are checked and forwarded. */
  spoolDir: string;
  /** The releases of every package, their pointers (without Redis) and log. */
  releasesDir: string;
  /** The static origin serving RELEASES_DIR to browsers (no trailing slash), or null: this edge serves it. */
  releasesUrl: string | null;
  /** The key preview links are signed with; null: one generated into RELEASES_DIR. */
  previewSecret: string | null;
  /** Bytes of composed pages kept ready. */
  pageCacheMaxBytes: number;
  /** The builds `npm start` publishes as releases (each package's dist/; the shell's from SHELL_DIST). */
  localDists: Record<PackageName, string>;
  /** A remote pinned to an outside location (REMOTE_<NAME>_URL) instead of its releases, or null. */
  remoteUrls: Record<RemoteName, string | null>;
  /** The emergency override this edge obeys before the shared pointers (docs/operations.md). */
  overrideFile: string;
  /** Where this edge keeps the last pointer set it served, to start from when the store is unreachable. */
  lastGoodFile: string;
  liveChat: { propertyId: string | null; widgetId: string | null; scriptBaseUrl: string };
  contactRateLimit: RateLimit;
  applyRateLimit: RateLimit;
  /** Careers searches the edge has not rendered lately, rendered per client address per window. */
  searchRenderLimit: RateLimit;
  /** How long job lists and job details are reused (0: always ask the provider). */
  jobsCacheTtlMs: number;
  /** How long the sitemap's list of open jobs is reused. */
  sitemapCacheTtlMs: number;
  /** Bytes the edge may keep of provider answers and careers pages rendered from them (API_CACHE_MAX_MB). */
  apiCacheMaxBytes: number;
  /**
   * Which hops may set X-Forwarded-For/-Proto/-Host and X-Request-Id (fastify's trustProxy). Only those hops count,
   * so a visitor cannot pick their own address to escape the contact rate limit.
   */
  trustProxy: boolean | string;
  timeouts: ConnectionTimeouts;
  shedding: LoadShedding;
  logLevel: string;
  /** Where Prometheus scrapes the metrics: a server of its own, never the public port (0: any free port). */
  metrics: { host: string; port: number };
  /**
   * How long after SIGTERM the edge keeps accepting connections while its readiness fails, so load
   * balancers stop sending to it before it stops listening.
   */
  drainDelayMs: number;
  /** How long requests in flight may go on once the edge stops listening, before it cuts them and exits. */
  shutdownGraceMs: number;
  /** Failure reports a browser may send per address per window. */
  clientReportRateLimit: RateLimit;
  /**
   * The keys visitor ids and served-release tokens are signed with (VISITOR_KEYS): the first signs,
   * every one verifies, so a key is rotated by putting the new one first. Null: one generated into
   * RELEASES_DIR.
   */
  visitorKeys: string[] | null;
  canaryHalt: CanaryHaltRule;
  /** Real-user measurements: the share of page views that send theirs, and what one address may send. */
  webVitals: { samplePercent: number; rateLimit: RateLimit };
  /** How careers' server module runs: render processes, their deadline and ceilings (RENDER_*). */
  renderSandbox: RenderSandboxSettings;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

// A decimal figure (a percentage, a factor); never negative.
function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of zero or more, got '${raw}'`);
  return value;
}

// VISITOR_KEYS: comma-separated, newest first. A short key would make the signatures guessable.
const MIN_VISITOR_KEY_LENGTH = 32;
function visitorKeys(env: NodeJS.ProcessEnv): string[] | null {
  const raw = text(env, 'VISITOR_KEYS');
  if (raw === null) return null;
  const keys = raw.split(',').map((key) => key.trim());
  if (keys.some((key) => key.length < MIN_VISITOR_KEY_LENGTH)) {
    throw new Error(`VISITOR_KEYS: each key must be at least ${MIN_VISITOR_KEY_LENGTH} characters`);
  }
  return keys;
}

// TRUST_PROXY: 'true', 'false', or comma-separated addresses/CIDRs. Unset trusts no proxy: `npm start`
// has none in front, and trusting loopback there let any local client pick its own address (and so
// escape every per-address limit) with X-Forwarded-For. Where a proxy is in front, name it.
function trustProxy(env: NodeJS.ProcessEnv): boolean | string {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === null) return false;
  return raw === 'true' || raw === 'false' ? raw === 'true' : raw;
}

// Zero would switch a timeout off, and every connection must end on its own.
function duration(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = positiveInteger(env, name, fallback);
  if (value === 0) throw new Error(`${name} must be above zero`);
  return value;
}

function connectionTimeouts(env: NodeJS.ProcessEnv): ConnectionTimeouts {
  const timeouts: ConnectionTimeouts = {
    headersMs: duration(env, 'HEADERS_TIMEOUT_MS', 10_000),
    requestMs: duration(env, 'REQUEST_TIMEOUT_MS', 30_000),
    keepAliveMs: duration(env, 'KEEP_ALIVE_TIMEOUT_MS', 5000),
    idleMs: duration(env, 'IDLE_TIMEOUT_MS', 30_000),
    upload: {
      graceMs: duration(env, 'UPLOAD_GRACE_MS', 10_000),
      minBytesPerSecond: duration(env, 'UPLOAD_MIN_BYTES_PER_SECOND', 20 * 1024),
      maxMs: duration(env, 'UPLOAD_MAX_MS', 600_000),
    },
  };
  // Node refuses a headers deadline beyond the whole request's.
  if (timeouts.headersMs > timeouts.requestMs) throw new Error('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return timeouts;
}

// PUBLIC_URL: where visitors reach the site. Absolute links (robots.txt, the sitemap, canonical links)
// use it and never the request's Host header, which any client can set and caches would keep.
function publicUrl(env: NodeJS.ProcessEnv, port: number): string {
  const raw = text(env, 'PUBLIC_URL');
  if (raw === null) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got '${raw}'`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://www.example.com, got '${raw}'`);
  }
  return url.origin;
}

/** The edge's whole configuration, read once from the environment (README lists every variable). */
export function readEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const providerUrl = text(env, 'PROVIDER_URL')?.replace(/\/+$/, '') ?? null;
  const releases = readReleaseEnvironment(env);
  const port = positiveInteger(env, 'PORT', 8080);
  return {
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    publicUrl: publicUrl(env, port),
    providerUrl,
    providerToken: text(env, 'PROVIDER_TOKEN'),
    providerTimeoutMs: positiveInteger(env, 'PROVIDER_TIMEOUT_MS', 15000),
    sendEmailUrl: text(env, 'SEND_EMAIL_URL'),
    contactRecipient: {
      email: text(env, 'CONTACT_RECIPIENT') ?? 'enquiries@corelink.example',
      name: text(env, 'CONTACT_RECIPIENT_NAME') ?? 'Corelink Enquiries',
    },
    contactTemplateId: text(env, 'CONTACT_TEMPLATE_ID') ?? 'contact-submission',
    redisUrl: releases.redisUrl,
    dataDir: releases.dataDir,
    spoolDir: path.resolve(text(env, 'SPOOL_DIR') ?? os.tmpdir()),
    releasesDir: releases.releasesDir,
    releasesUrl: text(env, 'RELEASES_URL')?.replace(/\/+$/, '') ?? null,
    previewSecret: releases.previewSecret,
    pageCacheMaxBytes: positiveInteger(env, 'PAGE_CACHE_MAX_MB', 32) * 1024 * 1024,
    localDists: releases.localDists,
    remoteUrls: releases.remoteUrls,
    overrideFile: releases.overrideFile,
    lastGoodFile: releases.lastGoodFile,
    liveChat: {
      propertyId: text(env, 'LIVE_CHAT_PROPERTY_ID'),
      widgetId: text(env, 'LIVE_CHAT_WIDGET_ID'),
      scriptBaseUrl: text(env, 'LIVE_CHAT_SCRIPT_BASE_URL') ?? 'https://embed.tawk.to',
    },
    contactRateLimit: {
      max: positiveInteger(env, 'CONTACT_RATE_LIMIT_MAX', 5),
      timeWindowMs: positiveInteger(env, 'CONTACT_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    applyRateLimit: {
      max: positiveInteger(env, 'APPLY_RATE_LIMIT_MAX', 10),
      timeWindowMs: positiveInteger(env, 'APPLY_RATE_LIMIT_WINDOW_MS', 600_000),
    },
    searchRenderLimit: {
      max: positiveInteger(env, 'SEARCH_RENDER_LIMIT_MAX', 30),
      timeWindowMs: positiveInteger(env, 'SEARCH_RENDER_LIMIT_WINDOW_MS', 60_000),
    },
    jobsCacheTtlMs: positiveInteger(env, 'JOBS_CACHE_TTL_MS', 5000),
    sitemapCacheTtlMs: positiveInteger(env, 'SITEMAP_CACHE_TTL_MS', 60_000),
    apiCacheMaxBytes: positiveInteger(env, 'API_CACHE_MAX_MB', 32) * 1024 * 1024,
    trustProxy: trustProxy(env),
    timeouts: connectionTimeouts(env),
    shedding: {
      maxEventLoopDelayMs: duration(env, 'SHED_EVENT_LOOP_DELAY_MS', 200),
      // Unset: 90% of the heap Node may use before it fails.
      maxHeapUsedBytes:
        positiveInteger(env, 'SHED_HEAP_USED_MB', 0) * 1024 * 1024 ||
        Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      retryAfterSeconds: duration(env, 'SHED_RETRY_AFTER_S', 5),
    },
    logLevel: text(env, 'LOG_LEVEL') ?? 'info',
    metrics: { host: text(env, 'METRICS_HOST') ?? '127.0.0.1', port: positiveInteger(env, 'METRICS_PORT', 9464) },
    drainDelayMs: positiveInteger(env, 'DRAIN_DELAY_MS', 5000),
    // With the drain delay and the last 3 s of closing, within the 30 s kill timeout docs/operations.md recommends.
    shutdownGraceMs: positiveInteger(env, 'SHUTDOWN_GRACE_MS', 20_000),
    clientReportRateLimit: {
      max: positiveInteger(env, 'CLIENT_REPORT_RATE_LIMIT_MAX', 10),
      timeWindowMs: positiveInteger(env, 'CLIENT_REPORT_RATE_LIMIT_WINDOW_MS', 60_000),
    },
    visitorKeys: visitorKeys(env),
    // Defaults that halt a canary failing for everyone on a quiet site as soon as 5 visitors on 3
    // networks saw it, and leave one that fails no more than the stable release alone on a busy one.
    canaryHalt: {
      minVisitors: positiveInteger(env, 'CANARY_HALT_VISITORS', 5),
      minNetworks: positiveInteger(env, 'CANARY_HALT_NETWORKS', 3),
      minRatePercent: positiveNumber(env, 'CANARY_HALT_RATE_PERCENT', 2),
      stableFactor: positiveNumber(env, 'CANARY_HALT_STABLE_FACTOR', 3),
      windowMs: duration(env, 'CANARY_HALT_WINDOW_MS', 600_000),
    },
    webVitals: {
      samplePercent: Math.min(100, positiveNumber(env, 'WEB_VITALS_SAMPLE_PERCENT', 100)),
      rateLimit: {
        max: positiveInteger(env, 'WEB_VITALS_RATE_LIMIT_MAX', 20),
        timeWindowMs: positiveInteger(env, 'WEB_VITALS_RATE_LIMIT_WINDOW_MS', 60_000),
      },
    },
    renderSandbox: readRenderSandboxSettings(env),
  };
}
