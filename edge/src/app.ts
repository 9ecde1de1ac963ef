import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import pino from 'pino';
import { describeSchemaErrors } from 'shared-config/server-schemas';
import { processSchemaCompilers } from 'shared-config/server-schemas/compilers';
import { openRedis, openReleaseStores, type ReleaseStores } from 'releases/model';
import { createJobsSource } from './api/jobs-source';
import { createProviderClient } from './api/provider-client';
import { registerJsonBodies } from './api/json-bodies';
import { registerApi } from './api/register-api';
import { finiteNumberValidators } from './api/schemas/finite-numbers';
import { registerSwagger } from './openapi/register-swagger';
import { createCanaryAnalysis } from './canary-analysis/canary-analysis';
import { createCanaryWindow, noReleaseService, releaseServiceRequests, type ChangeRequests } from 'releases/edge';
import { observePageOutcomes } from './canary-analysis/page-outcomes';
import { registerClientReports } from './client-reports/register-client-reports';
import { registerConversions } from './conversions/register-conversion-reports';
import type { EdgeConfig } from './config';
import { providerCheck } from './health/provider-check';
import { redisCheck } from './health/redis-check';
import { releasesCheck } from './health/releases-check';
import { registerHealth } from './health/register-health';
import { createHealthView } from './health/health-view';
import { registerDrain, type Drain } from './lifecycle/drain';
import { createEdgeMetrics, type EdgeMetrics } from './metrics/edge-metrics';
import { instrumentProviderClient } from './metrics/instrumented-provider-client';
import { registerRequestMetrics, UNROUTED } from './metrics/request-metrics';
import { registerPages } from './pages/register-pages';
import { startSiteReleases } from './pages/site-releases';
import { registerSecurityHeaders } from './security-headers';
import { registerSeo } from './seo/register-seo';
import { answerClientError, answerFrameworkError, trackAnswer } from './connection/client-errors';
import { registerExpectations } from './connection/expectations';
import { HTTP_FRAMING_OPTIONS, registerHttpFraming } from './connection/http-framing';
import { proxyTrust } from './connection/proxy-trust';
import { registerRequestDeadline, serverTimeoutOptions } from './connection/server-timeouts';
import { registerLoadShedding } from './load-shedding';
import { registerCrossSiteGuard } from './cross-site-guard';
import { redactPreview } from './logging/redact-preview';
import { registerPathGuard } from './path-guard';
import { registerSearchRenderBudget } from './search-render-budget';
import { registerWebVitals } from './web-vitals/register-web-vitals';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the edge counts; runEdge (lifecycle/run-edge.ts) serves it on the metrics port. */
    metrics: EdgeMetrics;
    /** The detailed health view; runEdge serves it on the metrics port. */
    healthView: () => Promise<unknown>;
    /** The canary analysis's current window (counts and vitals); runEdge serves it on the metrics port. */
    canaryWindow: () => Promise<unknown>;
    /** Whether the edge is shutting down; runEdge begins it on SIGTERM. */
    drain: Drain;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

// Log lines gather in a buffer written out at 4 KB or after a second, whichever comes first (as
// nginx's buffered access log does): one system call per request was a sixth of an uncached API
// call's CPU in a bench profile. pino writes what is left when the process exits; a SIGKILL loses
// at most the last second.
const bufferedStdout = () => pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 1000 });

/** A request as its log line shows it: the client by TRUST_PROXY, a preview token never. */
const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: redactPreview(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

export interface EdgeAppOptions {
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
  /** Told of every route as it is registered (the route-schema test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * How this edge asks the control plane for the halts and served marks it decides. Unset: the
   * release service RELEASE_SERVICE_URL names (with RELEASE_EDGE_TOKEN), or none. `npm start`'s edge
   * is given its own service's; an edge in a test's process, the control plane's change functions on
   * the edge's own stores.
   */
  changeRequests?: ChangeRequests | ((stores: ReleaseStores) => ChangeRequests);
}

/**
 * The edge, as one ordered list: logging, metrics, drain, errors, compression, headers, path and
 * cross-site guards, rate limits, API, health, SEO, pages, browser reports and measurements.
 */
export async function createEdgeApp(config: EdgeConfig, options: EdgeAppOptions = {}): Promise<FastifyInstance> {
  const trust = proxyTrust(config.trustProxy);
  const timeouts = serverTimeoutOptions(config.timeouts);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            stream: options.logStream ?? bufferedStdout(),
            // Fastify's own request serializer, with the value of a `preview` parameter redacted.
            serializers: { req: requestForLog },
          },
    // A request id from a trusted proxy is kept, so one id follows a request through every hop; any
    // other client's is replaced, or a visitor could pick the id their requests are logged under.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      const fromProxy = trust(request.socket.remoteAddress ?? '', 0);
      return fromProxy && typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trust,
    ...timeouts,
    http: { ...timeouts.http, ...HTTP_FRAMING_OPTIONS },
    // Requests refused before routing (unparsable, undecodable, too long) answer in the same
    // `{ message }` shape, with the same security headers, as every other refusal.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // Long enough for any id a route checks itself (it answers 'Invalid job id', not a routing error).
    routerOptions: { maxParamLength: 1000 },
    // `verbose` keeps the failing schema on each validation error, so a refusal states the rule
    // ("expected 10, 20 or 30") rather than the keyword that failed. A field no schema names is
    // refused, not silently dropped. (JSON bodies are validated without coercion: json-body-validator.ts.)
    ajv: { customOptions: { verbose: true, removeAdditional: false } },
    // Fastify's own validators, refusing a number ajv coerced to Infinity (`?page=1e309`) before any route reads it.
    // Serializers compiled once per process for every edge in it (shared-config's processSchemaCompilers).
    schemaController: {
      compilersFactory: {
        buildValidator: finiteNumberValidators,
        buildSerializer: processSchemaCompilers.buildSerializer,
      },
    },
    bodyLimit: 64 * 1024,
    // While shutting down, a request on a kept-alive connection is still answered (readiness says
    // 503 with why), and its answer closes the connection: see lifecycle/drain.ts.
    return503OnClosing: false,
    // Fastify's own request logging writes two lines per request; the onResponse hook below writes one.
    logController: new LogController({ disableRequestLogging: true }),
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  app.addHook('onResponse', async (request, reply) => {
    // The logger's serializers turn the request and reply into `req` (requestForLog) and `res`.
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  });

  app.addHook('onRequest', async (request, reply) => trackAnswer(request, reply));
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const metrics = createEdgeMetrics();
  app.decorate('metrics', metrics);
  registerRequestMetrics(app, metrics);
  app.decorate('drain', registerDrain(app));

  // A route's schema refusal reads as one sentence naming the field (`Invalid page: expected …`).
  app.setSchemaErrorFormatter((errors, dataVar) => new Error(describeSchemaErrors(errors, dataVar)));
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message;
    return reply.code(status).send({ message });
  });

  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Quality 5 keeps brotli cheap enough to compress on the fly under load.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerSecurityHeaders(app, config);
  registerRequestDeadline(app, config.timeouts.requestMs);
  // After the security headers, so a shed request's 503 carries them too.
  const loadCheck = await registerLoadShedding(app, config.shedding);
  registerHttpFraming(app);
  registerExpectations(app);
  registerPathGuard(app);
  // Before the rate limits: another site's posts neither reach a route nor use up a visitor's limit.
  registerCrossSiteGuard(app, config.publicUrl);

  // Every command gives up after a bound: a Redis that accepts connections but never answers must not
  // stall the pointer poll, a rate limit or a canary count (each goes on without it).
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log, 'serving on without it') : null;
  if (redis) app.addHook('onClose', async () => redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not take the contact form down with it: count nothing rather than fail.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'edge-rate-limit:' } : {}),
    errorResponseBuilder: (request, context) => {
      metrics.rateLimitRefusals.inc({ route: request.routeOptions.url ?? UNROUTED });
      return {
        statusCode: 429,
        message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      };
    },
  });

  // Before the API and the browser reports, which take JSON bodies.
  registerJsonBodies(app);

  // One provider client and one job cache for the API and for the job pages the edge renders.
  const provider = createProviderClient(config);
  app.addHook('onClose', () => provider.close());
  const client = instrumentProviderClient(provider, metrics);
  const jobs = createJobsSource(client, config);
  await registerSwagger(app);
  await registerApi(app, config, { client, jobs });
  // Which releases each visitor is served, followed from the release pointers; pages and sitemap use it.
  const stores = await openReleaseStores(config, { redis });
  app.addHook('onClose', () => stores.close());
  const given = options.changeRequests;
  const requests =
    typeof given === 'function'
      ? given(stores)
      : (given ?? (config.releaseService ? releaseServiceRequests(config.releaseService) : noReleaseService()));
  const releases = await startSiteReleases(config, stores, requests, app.log);
  app.addHook('onClose', async () => releases.close());
  metrics.followReleases(releases.watcher);
  // Readiness is this edge's own business: a provider or Redis blip must not take every edge out of
  // the load balancer at once (they serve on without them). Those are watched in the metrics instead.
  const readinessChecks = [releasesCheck(releases, config), app.drain.check, loadCheck];
  const dependencyChecks = [providerCheck(provider), ...(redis ? [redisCheck(redis)] : [])];
  registerHealth(app, readinessChecks);
  metrics.probeDependencies(dependencyChecks);
  app.decorate('healthView', createHealthView({ readinessChecks, dependencyChecks, watcher: releases.watcher }));
  await registerSeo(app, config, releases.stableTable);
  await registerPages(app, config, jobs, releases, registerSearchRenderBudget(app, config.searchRenderLimit, redis));
  // After the pages: the visitor's cookies are read by then. Canaries are judged on what the edge sees
  // of page loads and on the browser reports a served-releases token vouches for; the real-user
  // measurements of their releases are kept over the same window, for people to compare.
  const window = createCanaryWindow(redis, config.canaryHalt, releases.watcher);
  metrics.followCanaryWindow(window);
  app.decorate('canaryWindow', window.status);
  const analysis = createCanaryAnalysis({ watcher: releases.watcher, window, metrics, log: app.log });
  observePageOutcomes(app, analysis);
  registerClientReports(app, { releases, analysis, metrics, limit: config.clientReportRateLimit });
  registerWebVitals(app, { releases, metrics, window, limit: config.webVitals.rateLimit });
  registerConversions(app, { releases, sinks: { watcher: releases.watcher, window }, limit: config.clientReportRateLimit });
  return app;
}
