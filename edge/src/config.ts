import os from 'node:os';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import type { RemoteName } from 'shared-config/site-table';
import type { Static } from '@sinclair/typebox';
import { readEnvironment } from 'shared-config/environment';
import { releaseEnvironmentOf, type PackageName, type ReleaseEnvironment } from 'releases/model';
import { readTrustProxy } from 'shared-config/server';
import { canaryHaltRuleOf, type CanaryHaltRule, type ReleaseServiceAccess } from 'releases/edge';
import { sandboxSettingsOf, type RenderSandboxSettings } from 'render-sandbox';
import { EDGE_ENVIRONMENT } from './edge-environment';

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

/** When the edge refuses new requests with a quick 503 rather than queue them (plugins/external/under-pressure.ts). */
export interface LoadShedding {
  /** Mean event-loop delay over a sample past which new requests are refused (ms). */
  maxEventLoopDelayMs: number;
  /** Heap in use past which new requests are refused (bytes). */
  maxHeapUsedBytes: number;
  /** What the 503 tells clients to wait (seconds). */
  retryAfterSeconds: number;
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
  /**
   * Where this edge reads the release files it serves, as `<name>/<id>/`: RELEASES_DIR, or with the
   * releases in a bucket its own cache of them (RELEASE_CACHE_DIR).
   */
  releaseFilesDir: string;
  /** The bucket holding the release files, or null: the folder RELEASES_DIR. */
  objectStore: ReleaseEnvironment['objectStore'];
  /** This edge's cache of the bucket's releases, and how much beyond what the pointers need it keeps. */
  releaseCache: { dir: string; maxBytes: number };
  /** The static origin serving RELEASES_DIR to browsers (no trailing slash), or null: this edge serves it. */
  releasesUrl: string | null;
  /**
   * The release service this edge asks to record its halts and served marks, with its own token
   * (RELEASE_SERVICE_URL, RELEASE_EDGE_TOKEN); null: none, its halts stay on this edge.
   */
  releaseService: ReleaseServiceAccess | null;
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
  /**
   * When the render processes start and the stable composition's frames are drawn: as the edge starts
   * listening, so no visitor waits for them (production), or at the first page that needs them (a
   * test edge that serves few pages or none).
   */
  renderStart: 'listen' | 'first-use';
}

type EdgeVariables = Static<typeof EDGE_ENVIRONMENT>;

const MB = 1024 * 1024;

// VISITOR_KEYS: comma-separated, newest first. A short key would make the signatures guessable.
const MIN_VISITOR_KEY_LENGTH = 32;
function visitorKeys(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const keys = raw.split(',').map((key) => key.trim());
  if (keys.some((key) => key.length < MIN_VISITOR_KEY_LENGTH)) {
    throw new Error(`VISITOR_KEYS: each key must be at least ${MIN_VISITOR_KEY_LENGTH} characters`);
  }
  return keys;
}

function connectionTimeouts(variables: EdgeVariables): ConnectionTimeouts {
  const timeouts: ConnectionTimeouts = {
    headersMs: variables.HEADERS_TIMEOUT_MS,
    requestMs: variables.REQUEST_TIMEOUT_MS,
    keepAliveMs: variables.KEEP_ALIVE_TIMEOUT_MS,
    idleMs: variables.IDLE_TIMEOUT_MS,
    upload: {
      graceMs: variables.UPLOAD_GRACE_MS,
      minBytesPerSecond: variables.UPLOAD_MIN_BYTES_PER_SECOND,
      maxMs: variables.UPLOAD_MAX_MS,
    },
  };
  // Node refuses a headers deadline beyond the whole request's.
  if (timeouts.headersMs > timeouts.requestMs) throw new Error('HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS');
  return timeouts;
}

// PUBLIC_URL: where visitors reach the site. Absolute links (robots.txt, the sitemap, canonical links)
// use it and never the request's Host header, which any client can set and caches would keep.
function publicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined) return `http://localhost:${port}`;
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

const rateLimit = (max: number, timeWindowMs: number): RateLimit => ({ max, timeWindowMs });

const withoutTrailingSlash = (url: string | undefined) => url?.replace(/\/+$/, '') ?? null;

/** The edge's whole configuration, read once from the environment (edge-environment.ts declares every variable). */
/** The release service an edge asks, with its token: both variables, or neither. */
function releaseServiceOf(url: string | undefined, token: string | undefined): ReleaseServiceAccess | null {
  if (url === undefined && token === undefined) return null;
  if (url === undefined) throw new Error('RELEASE_EDGE_TOKEN is set without RELEASE_SERVICE_URL: set both, or neither');
  if (token === undefined)
    throw new Error('RELEASE_SERVICE_URL is set without RELEASE_EDGE_TOKEN: set both, or neither');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`RELEASE_SERVICE_URL must be an http(s) URL, got '${url}'`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`RELEASE_SERVICE_URL must be an http(s) URL, got '${url}'`);
  }
  return { url: parsed.toString(), token };
}

export function readEdgeConfig(env: NodeJS.ProcessEnv = process.env): EdgeConfig {
  const variables = readEnvironment(EDGE_ENVIRONMENT, env);
  const releases = releaseEnvironmentOf(variables);
  // Generated into RELEASES_DIR otherwise: each machine would make its own, and a preview link or a
  // visitor id of one edge would mean nothing to another.
  const unshared = [
    ...(variables.PREVIEW_SECRET ? [] : ['PREVIEW_SECRET']),
    ...(variables.VISITOR_KEYS ? [] : ['VISITOR_KEYS']),
  ];
  if (releases.objectStore && unshared.length > 0) {
    throw new Error(
      `with the release files in a bucket (RELEASES_BUCKET) every edge needs the same ${unshared.join(' and ')}: set ${unshared.length > 1 ? 'them' : 'it'}`,
    );
  }
  return {
    port: variables.PORT,
    host: variables.HOST,
    publicUrl: publicUrl(variables.PUBLIC_URL, variables.PORT),
    providerUrl: withoutTrailingSlash(variables.PROVIDER_URL),
    providerToken: variables.PROVIDER_TOKEN ?? null,
    providerTimeoutMs: variables.PROVIDER_TIMEOUT_MS,
    sendEmailUrl: variables.SEND_EMAIL_URL ?? null,
    contactRecipient: { email: variables.CONTACT_RECIPIENT, name: variables.CONTACT_RECIPIENT_NAME },
    contactTemplateId: variables.CONTACT_TEMPLATE_ID,
    redisUrl: releases.redisUrl,
    dataDir: releases.dataDir,
    spoolDir: path.resolve(variables.SPOOL_DIR ?? os.tmpdir()),
    releasesDir: releases.releasesDir,
    releaseFilesDir: releases.objectStore ? releases.releaseCacheDir : releases.releasesDir,
    objectStore: releases.objectStore,
    releaseCache: { dir: releases.releaseCacheDir, maxBytes: variables.RELEASE_CACHE_MAX_MB * MB },
    releasesUrl: withoutTrailingSlash(variables.RELEASES_URL),
    releaseService: releaseServiceOf(variables.RELEASE_SERVICE_URL, variables.RELEASE_EDGE_TOKEN),
    previewSecret: releases.previewSecret,
    pageCacheMaxBytes: variables.PAGE_CACHE_MAX_MB * MB,
    localDists: releases.localDists,
    remoteUrls: releases.remoteUrls,
    overrideFile: releases.overrideFile,
    lastGoodFile: releases.lastGoodFile,
    liveChat: {
      propertyId: variables.LIVE_CHAT_PROPERTY_ID ?? null,
      widgetId: variables.LIVE_CHAT_WIDGET_ID ?? null,
      scriptBaseUrl: variables.LIVE_CHAT_SCRIPT_BASE_URL,
    },
    contactRateLimit: rateLimit(variables.CONTACT_RATE_LIMIT_MAX, variables.CONTACT_RATE_LIMIT_WINDOW_MS),
    applyRateLimit: rateLimit(variables.APPLY_RATE_LIMIT_MAX, variables.APPLY_RATE_LIMIT_WINDOW_MS),
    searchRenderLimit: rateLimit(variables.SEARCH_RENDER_LIMIT_MAX, variables.SEARCH_RENDER_LIMIT_WINDOW_MS),
    jobsCacheTtlMs: variables.JOBS_CACHE_TTL_MS,
    sitemapCacheTtlMs: variables.SITEMAP_CACHE_TTL_MS,
    apiCacheMaxBytes: variables.API_CACHE_MAX_MB * MB,
    trustProxy: readTrustProxy(variables.TRUST_PROXY),
    timeouts: connectionTimeouts(variables),
    shedding: {
      maxEventLoopDelayMs: variables.SHED_EVENT_LOOP_DELAY_MS,
      // Unset (or 0): 90% of the heap Node may use before it fails.
      maxHeapUsedBytes:
        (variables.SHED_HEAP_USED_MB ?? 0) * MB || Math.floor(getHeapStatistics().heap_size_limit * 0.9),
      retryAfterSeconds: variables.SHED_RETRY_AFTER_S,
    },
    logLevel: variables.LOG_LEVEL,
    metrics: { host: variables.METRICS_HOST, port: variables.METRICS_PORT },
    drainDelayMs: variables.DRAIN_DELAY_MS,
    // With the drain delay and the last 3 s of closing, within the 30 s kill timeout docs/operations.md recommends.
    shutdownGraceMs: variables.SHUTDOWN_GRACE_MS,
    clientReportRateLimit: rateLimit(
      variables.CLIENT_REPORT_RATE_LIMIT_MAX,
      variables.CLIENT_REPORT_RATE_LIMIT_WINDOW_MS,
    ),
    visitorKeys: visitorKeys(variables.VISITOR_KEYS),
    canaryHalt: canaryHaltRuleOf(variables),
    webVitals: {
      samplePercent: Math.min(100, variables.WEB_VITALS_SAMPLE_PERCENT),
      rateLimit: rateLimit(variables.WEB_VITALS_RATE_LIMIT_MAX, variables.WEB_VITALS_RATE_LIMIT_WINDOW_MS),
    },
    renderSandbox: sandboxSettingsOf(variables),
    renderStart: variables.RENDER_START === 'first-use' ? 'first-use' : 'listen',
  };
}
