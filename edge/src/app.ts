import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { openReleaseStores, type ReleaseStores } from 'releases/model';
import { createJobsSource } from './provider/jobs-source';
import { createProviderClient } from './provider/provider-client';
import { registerJsonBodies } from './api/json-bodies';
import { registerApi } from './api/register-api';
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
import { instrumentProviderClient } from './metrics/instrumented-provider-client';
import { registerPages } from './pages/register-pages';
import { startSiteReleases } from './pages/site-releases';
import { registerSecurityHeaders } from './security-headers';
import { registerSeo } from './seo/register-seo';
import { trackAnswer } from './connection/client-errors';
import { registerExpectations } from './connection/expectations';
import { registerHttpFraming } from './connection/http-framing';
import { registerRequestDeadline } from './connection/server-timeouts';
import { edgeServerOptions, type EdgeLogOptions } from './edge-server-options';
import { registerEdgeErrorAnswers } from './plugins/app/error-answers';
import { registerMetrics } from './plugins/app/metrics';
import { registerRedis } from './plugins/app/redis';
import { registerRequestLog } from './plugins/app/request-log';
import { registerCompress } from './plugins/external/compress';
import { registerRateLimit } from './plugins/external/rate-limit';
import { registerSwagger } from './plugins/external/swagger';
import { registerLoadShedding } from './plugins/external/under-pressure';
import { registerCrossSiteGuard } from './cross-site-guard';
import { registerPathGuard } from './path-guard';
import { registerSearchRenderBudget } from './search-render-budget';
import { registerWebVitals } from './web-vitals/register-web-vitals';

declare module 'fastify' {
  interface FastifyInstance {
    /** The detailed health view; runEdge serves it on the metrics port. */
    healthView: () => Promise<unknown>;
    /** The canary analysis's current window (counts and vitals); runEdge serves it on the metrics port. */
    canaryWindow: () => Promise<unknown>;
    /** Whether the edge is shutting down; runEdge begins it on SIGTERM. */
    drain: Drain;
  }
}

export interface EdgeAppOptions extends EdgeLogOptions {
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
 * The edge, as one ordered list: its server options (edge-server-options.ts), the request log,
 * metrics, drain, error answers, compression, headers, deadlines, load shedding, framing, path and
 * cross-site guards, Redis and the rate limits, the OpenAPI collector, API, releases, health, SEO,
 * pages, browser reports and measurements. The kept plugins are configured one file each in
 * plugins/external/, the edge's own decorators in plugins/app/.
 */
export async function createEdgeApp(config: EdgeConfig, options: EdgeAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify(edgeServerOptions(config, options));

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  registerRequestLog(app);
  app.addHook('onRequest', async (request, reply) => trackAnswer(request, reply));
  const metrics = registerMetrics(app);
  app.decorate('drain', registerDrain(app));
  registerEdgeErrorAnswers(app);
  await registerCompress(app);
  registerSecurityHeaders(app, config);
  registerRequestDeadline(app, config.timeouts.requestMs);
  // After the security headers, so a shed request's 503 carries them too.
  const loadCheck = await registerLoadShedding(app, config.shedding);
  registerHttpFraming(app);
  registerExpectations(app);
  registerPathGuard(app);
  // Before the rate limits: another site's posts neither reach a route nor use up a visitor's limit.
  registerCrossSiteGuard(app, config.publicUrl);

  const redis = registerRedis(app, config);
  await registerRateLimit(app, redis, metrics);

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
  registerConversions(app, {
    releases,
    sinks: { watcher: releases.watcher, window },
    limit: config.clientReportRateLimit,
  });
  return app;
}
