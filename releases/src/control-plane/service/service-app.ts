import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { processSchemaCompilers } from 'shared-config/server-schemas/compilers';
import { registerCookie } from './plugins/external/cookie';
import { registerHelmet } from './plugins/external/helmet';
import { registerSensible } from './plugins/external/sensible';
import { CONSOLE_DIST, registerConsoleFiles } from './plugins/external/static';
import { registerSwagger } from './plugins/external/swagger';
import { registerApiSchemas } from './plugins/app/api-schemas';
import { registerAuthentication } from './plugins/app/authentication';
import { registerAuthorization } from './plugins/app/authorization';
import { registerErrorAnswers } from './plugins/app/error-answers';
import { registerConnectionDeadlines, serverTimeoutOptions } from './plugins/app/connection-deadlines';
import { registerMetrics } from './plugins/app/metrics';
import { requestForLog } from './plugins/app/request-for-log';
import { registerReleaseState, type ReleaseStateOptions } from './plugins/app/release-state';
import { registerRollouts, type RolloutOptions } from './plugins/app/rollouts';
import { readRolloutSettings, readWebhookSettings } from './release-service-environment';
import { registerNotifications } from './plugins/app/notifications';
import type { DeliverySettings } from '../notifications/webhook-deliveries';
import { readEnvironment } from 'shared-config/environment';
import { CANARY_RULE_ENVIRONMENT, canaryHaltRuleOf } from '../../edge/canary-window/canary-rule-environment';
import { canariesRoute } from './routes/canaries/canaries-route';
import type { CanarySources } from '../canaries/canary-sources';
import { activationsRoute } from './routes/changes/activations-route';
import { edgeRoutes } from './routes/edge/edge-routes';
import { haltsRoute } from './routes/changes/halts-route';
import { previewsRoute } from './routes/changes/previews-route';
import { rollbacksRoute } from './routes/changes/rollbacks-route';
import { rolloutsRoutes } from './routes/rollouts/rollouts-routes';
import { webhooksRoute } from './routes/webhooks/webhooks-route';
import { gcRoute } from './routes/gc/gc-route';
import { healthRoute } from './routes/health/health-route';
import { logRoute } from './routes/log/log-route';
import { metricsRoute } from './routes/metrics/metrics-route';
import { packagesRoute } from './routes/packages/packages-route';
import { releasesRoutes } from './routes/packages/releases-routes';
import { routeTableRoute } from './routes/route-table/route-table-route';
import { sessionRoutes } from './routes/session/session-routes';
import { tokenRoute } from './routes/token/token-route';
import { defaultServiceLimits, type ServiceLimits } from './service-limits';

export interface ReleaseServiceOptions extends ReleaseStateOptions {
  /** The JSON request log (level, and where lines go instead of stdout); false: none. */
  logger?: false | { level: string; stream?: { write(line: string): void } };
  /** Told of every route as it is registered (the route-schema test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** Which proxies may say the request's protocol and host (TRUST_PROXY, as fastify's `trustProxy` reads it). */
  trustProxy?: boolean | string;
  /** The release console's build served at `/` (the one beside the service by default); null: none. */
  consoleDir?: string | null;
  /** Where `/api/canaries` and the rollouts read the edges' figures and history; unset: none, by the default halt rule. */
  canaries?: CanarySources;
  /** How rollouts are moved on; unset: by nobody here, a step's defaults those of the environment schema. */
  rollouts?: RolloutOptions;
  /** How the teams' webhooks are delivered; unset: the environment schema's defaults. */
  webhooks?: DeliverySettings;
  /** How long it waits for clients and for a publish (RELEASE_SERVICE_*_MS); unset: the defaults. */
  limits?: ServiceLimits;
}

/** No figures and no history: a service in a release command's own process, which never shows canaries. */
const noCanarySources = (): CanarySources => ({
  rule: canaryHaltRuleOf(readEnvironment(CANARY_RULE_ENVIRONMENT, {})),
  redis: null,
  edgeStatusUrl: null,
  prometheusUrl: null,
});

/**
 * The release service, as one ordered list: error answers, the connections' deadlines, the kept
 * plugins, the store, tokens and sessions, metrics, the credential check before anything is read,
 * the OpenAPI collector (before the routes it describes), the API's named schemas, the routes by group
 * under /api/, then the console's files at `/`.
 */
export async function createReleaseService(options: ReleaseServiceOptions): Promise<FastifyInstance> {
  const limits = options.limits ?? defaultServiceLimits();
  const app = Fastify({
    logger: options.logger
      ? {
          level: options.logger.level,
          ...(options.logger.stream ? { stream: options.logger.stream } : {}),
          // Fastify's own request fields, with the query's values the API does not define redacted.
          serializers: { req: requestForLog },
          // Fastify logs no headers; should a serializer ever add them, the credential stays out.
          redact: { paths: ['req.headers.authorization', 'headers.authorization'], censor: '[redacted]' },
        }
      : false,
    ...serverTimeoutOptions(limits),
    // `verbose` keeps the failing schema on each validation error, so a refusal states the rule; a
    // field no schema names is refused, not silently dropped.
    ajv: { customOptions: { verbose: true, removeAdditional: false } },
    // Compiled once per process, for every service in it (each release command opens one).
    schemaController: { compilersFactory: processSchemaCompilers },
    bodyLimit: 64 * 1024,
    trustProxy: options.trustProxy ?? false,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  registerErrorAnswers(app);
  registerConnectionDeadlines(app, limits);
  await registerSensible(app);
  await registerHelmet(app);
  await registerCookie(app);
  registerReleaseState(app, options);
  registerMetrics(app);
  registerAuthentication(app);
  registerAuthorization(app);
  const canaries = options.canaries ?? noCanarySources();
  registerNotifications(app, options.webhooks ?? readWebhookSettings({}));
  registerRollouts(app, options.rollouts ?? { ...readRolloutSettings({}), drive: false }, canaries);
  await registerSwagger(app);
  registerApiSchemas(app);

  await app.register(healthRoute);
  await app.register(metricsRoute);
  await app.register(tokenRoute);
  await app.register(sessionRoutes);
  await app.register(packagesRoute);
  await app.register(releasesRoutes, { limits });
  await app.register(previewsRoute);
  await app.register(activationsRoute);
  await app.register(rollbacksRoute);
  await app.register(haltsRoute);
  await app.register(gcRoute);
  await app.register(edgeRoutes);
  await app.register(logRoute);
  await app.register(routeTableRoute);
  await app.register(rolloutsRoutes);
  await app.register(webhooksRoute);
  await app.register(canariesRoute, canaries);
  const consoleDir = options.consoleDir === undefined ? CONSOLE_DIST : options.consoleDir;
  if (consoleDir) await registerConsoleFiles(app, consoleDir);
  return app;
}
