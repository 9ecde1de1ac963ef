import { Type, type Static } from '@sinclair/typebox';
import { readEnvironment, Variable } from 'shared-config/environment';
import { CANARY_RULE_ENVIRONMENT, canaryHaltRuleOf } from '../../edge/canary-window/canary-rule-environment';
import type { CanaryHaltRule } from '../../edge/canary-window/halt-rule';
import { RELEASE_ENVIRONMENT } from '../../model/config/release-environment-schema';
import { releaseEnvironmentOf, type ReleaseEnvironment } from '../../model/config/release-environment';
import { readTrustProxy } from 'shared-config/server';
import type { DeliverySettings } from '../notifications/webhook-deliveries';
import type { StepDefaults } from '../rollouts/rollout-plan';
import { SERVICE_LIMITS_ENVIRONMENT, serviceLimitsOf, type ServiceLimits } from './service-limits';

const { text, unset } = Variable;

/** How the service moves rollouts on (docs/releasing.md#rollouts-that-promote-or-abort-themselves). */
const ROLLOUT_ENVIRONMENT = Type.Object({
  ROLLOUT_CHECK_MS: Type.Integer({
    minimum: 1,
    default: 5000,
    description: 'how often the service looks at every rollout under way and takes the steps they are ready for',
  }),
  ROLLOUT_STEP_MIN_MS: Type.Integer({
    minimum: 0,
    default: 600_000,
    description: "a rollout step's minimum time when its plan gives none (the canary window's length)",
  }),
  ROLLOUT_STEP_MIN_VISITORS: Type.Integer({
    minimum: 0,
    default: 50,
    description:
      "the canary's visitors (after the cap of one network's share) a rollout step needs when its plan gives none",
  }),
});

/** How the service delivers the teams' webhooks (docs/releasing.md#notifications). */
const WEBHOOK_ENVIRONMENT = Type.Object({
  WEBHOOK_ATTEMPTS: Type.Integer({
    minimum: 1,
    default: 6,
    description: "a delivery's attempts in all, the first included",
  }),
  WEBHOOK_RETRY_MS: Type.Integer({
    minimum: 1,
    default: 5000,
    description: 'the wait before the second attempt of a delivery, doubled before each one after it',
  }),
  WEBHOOK_TIMEOUT_MS: Type.Integer({
    minimum: 1,
    default: 5000,
    description: "how long an attempt waits for the receiver's answer",
  }),
});

/**
 * The release service's variables: the release environment and the halt rule the edges read (so both
 * find the same releases, pointers and log, and weigh canaries alike), where the service listens, and
 * where it reads how canaries are doing. docs/operations.md's table shows each.
 */
export const RELEASE_SERVICE_ENVIRONMENT = Type.Object({
  ...RELEASE_ENVIRONMENT.properties,
  ...CANARY_RULE_ENVIRONMENT.properties,
  ...SERVICE_LIMITS_ENVIRONMENT.properties,
  RELEASE_SERVICE_PORT: Type.Integer({ minimum: 0, default: 8090, description: 'port of the release service' }),
  RELEASE_SERVICE_HOST: text('127.0.0.1', 'interface of the release service'),
  LOG_LEVEL: text('info', 'log level of the JSON request log'),
  EDGE_STATUS_URL: unset(
    "an edge's canary window on its metrics port (`http://127.0.0.1:9464/canaries`), read without Redis",
  ),
  PROMETHEUS_URL: unset("the Prometheus that scrapes the edges: each canary's history"),
  TRUST_PROXY: unset('which proxies may set X-Forwarded-* and X-Request-Id (true, false or addresses/subnets)', 'none'),
  ...ROLLOUT_ENVIRONMENT.properties,
  ...WEBHOOK_ENVIRONMENT.properties,
});

/** What the release commands read to go through a release service instead of the store on this machine. */
export const RELEASE_CLIENT_ENVIRONMENT = Type.Object({
  RELEASE_API_URL: unset('the release service the release commands go through (unset: the store on this machine)'),
  RELEASE_TOKEN: unset("the release token those commands send (a team's, from `npm run release -- token add`)"),
});

export interface ReleaseServiceConfig extends ReleaseEnvironment {
  servicePort: number;
  serviceHost: string;
  logLevel: string;
  /** Which proxies may say the protocol a request came over (the console's cookie is Secure over HTTPS). */
  trustProxy: boolean | string;
  canaryRule: CanaryHaltRule;
  edgeStatusUrl: string | null;
  prometheusUrl: string | null;
  /** How long it waits for clients and for a publish. */
  limits: ServiceLimits;
  rollouts: RolloutSettings;
  webhooks: DeliverySettings;
}

/** How the service moves rollouts on: how often it looks, and a step's minimum time and visitors by default. */
export interface RolloutSettings {
  checkMs: number;
  stepDefaults: StepDefaults;
}

/** An http(s) URL a variable names, or null when it is unset. */
function httpUrl(name: string, raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  return url.toString();
}

/** The release service's configuration from its environment (a variable that breaks its rule throws). */
export function readReleaseServiceConfig(env: NodeJS.ProcessEnv = process.env): ReleaseServiceConfig {
  const variables = readEnvironment(RELEASE_SERVICE_ENVIRONMENT, env);
  const environment = releaseEnvironmentOf(variables);
  // Generated into RELEASES_DIR otherwise: the edges on other machines could not open its links.
  if (environment.objectStore && !environment.previewSecret) {
    throw new Error(
      'with the release files in a bucket (RELEASES_BUCKET) the service and every edge need the same PREVIEW_SECRET: set it',
    );
  }
  return {
    ...environment,
    servicePort: variables.RELEASE_SERVICE_PORT,
    serviceHost: variables.RELEASE_SERVICE_HOST,
    logLevel: variables.LOG_LEVEL,
    canaryRule: canaryHaltRuleOf(variables),
    edgeStatusUrl: httpUrl('EDGE_STATUS_URL', variables.EDGE_STATUS_URL),
    prometheusUrl: httpUrl('PROMETHEUS_URL', variables.PROMETHEUS_URL),
    trustProxy: readTrustProxy(variables.TRUST_PROXY),
    limits: serviceLimitsOf(variables),
    rollouts: rolloutSettingsOf(variables),
    webhooks: webhookSettingsOf(variables),
  };
}

export type ReleaseClientVariables = Static<typeof RELEASE_CLIENT_ENVIRONMENT>;

export const readReleaseClientEnvironment = (env: NodeJS.ProcessEnv): ReleaseClientVariables =>
  readEnvironment(RELEASE_CLIENT_ENVIRONMENT, env);

const rolloutSettingsOf = (variables: Static<typeof ROLLOUT_ENVIRONMENT>): RolloutSettings => ({
  checkMs: variables.ROLLOUT_CHECK_MS,
  stepDefaults: { minMs: variables.ROLLOUT_STEP_MIN_MS, minVisitors: variables.ROLLOUT_STEP_MIN_VISITORS },
});

const webhookSettingsOf = (variables: Static<typeof WEBHOOK_ENVIRONMENT>): DeliverySettings => ({
  attempts: variables.WEBHOOK_ATTEMPTS,
  firstRetryMs: variables.WEBHOOK_RETRY_MS,
  timeoutMs: variables.WEBHOOK_TIMEOUT_MS,
});

/** The webhook settings alone, by their defaults where `env` has none. */
export const readWebhookSettings = (env: NodeJS.ProcessEnv): DeliverySettings =>
  webhookSettingsOf(readEnvironment(WEBHOOK_ENVIRONMENT, env));

/** The rollout settings alone: a release command's own service plans rollouts by them, and moves none. */
export const readRolloutSettings = (env: NodeJS.ProcessEnv): RolloutSettings =>
  rolloutSettingsOf(readEnvironment(ROLLOUT_ENVIRONMENT, env));
