import type { FastifyInstance } from 'fastify';
import type { ReleaseEnvironment } from '../../model/config/release-environment';
import { releaseActor } from '../../model/log/release-log';
import { PACKAGE_NAMES } from '../../model/packages/package-names';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { memoryTokenBackend } from '../../model/storage/tokens/token-backend';
import { readRolloutSettings } from '../service/release-service-environment';
import { createReleaseService } from '../service/service-app';
import { tokenStoreOn } from '../tokens/token-store';
import { serviceFailure } from './service-failure';

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** The path and query, `/api/...`. */
  url: string;
  /** A JSON body, or a build archive (application/gzip). */
  body?: unknown;
}

/** Sends one request to the release service; the answer's body as JSON, refusals included. */
export interface ReleaseApi {
  send(request: ApiRequest): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
}

const bodyOf = (request: ApiRequest) =>
  request.body === undefined
    ? {}
    : Buffer.isBuffer(request.body)
      ? { body: request.body, type: 'application/gzip' }
      : { body: JSON.stringify(request.body), type: 'application/json' };

/**
 * A release service elsewhere (RELEASE_API_URL), with the team's token (RELEASE_TOKEN): whatever it
 * refuses is refused, nothing is tried on this machine instead.
 */
export function remoteApi(baseUrl: string, token: string | null): ReleaseApi {
  return {
    async send(request) {
      const { body, type } = bodyOf(request);
      let response: Response;
      try {
        response = await fetch(new URL(request.url, baseUrl), {
          method: request.method,
          headers: {
            ...(type ? { 'content-type': type } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
        });
      } catch (error) {
        throw serviceFailure(baseUrl, request.method, error);
      }
      const text = await response.text();
      try {
        return { status: response.status, body: JSON.parse(text) as unknown };
      } catch {
        return {
          status: response.status,
          body: { message: `the release service answered ${response.status}: ${text.slice(0, 200)}` },
        };
      }
    },
    close: async () => undefined,
  };
}

/**
 * The release service in this process, on the store of this machine (RELEASES_DIR, REDIS_URL):
 * the one way a release command runs when no RELEASE_API_URL is set. Whoever can write the store
 * can change every package, so it gives itself a token covering every package, named as the log
 * names a local command (RELEASE_ACTOR, else the operating-system user). Nothing listens.
 */
export async function localApi(environment: ReleaseEnvironment, env: NodeJS.ProcessEnv): Promise<ReleaseApi> {
  const stores = await openReleaseStores(environment);
  const tokens = tokenStoreOn(memoryTokenBackend());
  const token = await tokens.add(
    releaseActor(env)
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '-') || 'local',
    PACKAGE_NAMES,
  );
  let app: FastifyInstance;
  try {
    app = await createReleaseService({
      environment,
      stores,
      tokens,
      sessionsInMemory: true,
      logger: false,
      // Nobody opens a command's own service in a browser.
      consoleDir: null,
      // It plans a rollout it starts as the service would, and moves none on: the service does.
      rollouts: { ...readRolloutSettings(env), drive: false },
    });
  } catch (error) {
    await stores.close();
    throw error;
  }
  return {
    async send(request) {
      const { body, type } = bodyOf(request);
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
        ...(body === undefined ? {} : { payload: body }),
      });
      return { status: response.statusCode, body: response.json() as unknown };
    },
    close: () => app.close(),
  };
}
