import { Type, type Static } from '@sinclair/typebox';
import { readEnvironment, Variable } from 'shared-config/environment';
import { RELEASE_ENVIRONMENT } from './release-environment-schema';
import { releaseEnvironmentOf, type ReleaseEnvironment } from './release-environment';
import { readTrustProxy } from './trust-proxy';

const { text, unset } = Variable;

/**
 * The release service's variables: the release environment the edges read (so both find the same
 * releases, pointers and log) and where the service listens. docs/operations.md's table shows each.
 */
export const RELEASE_SERVICE_ENVIRONMENT = Type.Object({
  ...RELEASE_ENVIRONMENT.properties,
  RELEASE_SERVICE_PORT: Type.Integer({ minimum: 0, default: 8090, description: 'port of the release service' }),
  RELEASE_SERVICE_HOST: text('127.0.0.1', 'interface of the release service'),
  LOG_LEVEL: text('info', 'log level of the JSON request log'),
  TRUST_PROXY: unset('which proxies may set X-Forwarded-* and X-Request-Id (true, false or addresses/subnets)', 'none'),
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
}

/** The release service's configuration from its environment (a variable that breaks its rule throws). */
export function readReleaseServiceConfig(env: NodeJS.ProcessEnv = process.env): ReleaseServiceConfig {
  const variables = readEnvironment(RELEASE_SERVICE_ENVIRONMENT, env);
  return {
    ...releaseEnvironmentOf(variables),
    servicePort: variables.RELEASE_SERVICE_PORT,
    serviceHost: variables.RELEASE_SERVICE_HOST,
    logLevel: variables.LOG_LEVEL,
    trustProxy: readTrustProxy(variables.TRUST_PROXY),
  };
}

export type ReleaseClientVariables = Static<typeof RELEASE_CLIENT_ENVIRONMENT>;

export const readReleaseClientEnvironment = (env: NodeJS.ProcessEnv): ReleaseClientVariables =>
  readEnvironment(RELEASE_CLIENT_ENVIRONMENT, env);
