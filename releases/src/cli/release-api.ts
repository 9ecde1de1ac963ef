import type { FastifyInstance } from 'fastify';
import type { ReleaseEnvironment } from '../config/release-environment';
import { releaseActor } from '../log/release-log';
import { PACKAGE_NAMES } from '../packages/package-names';
import { openPointerStore } from '../pointers/open-pointer-store';
import { redisLocation } from '../pointers/redis-pointer-store';
import { ReleaseError } from '../release-error';
import { createReleaseService } from '../service/service-app';
import { memoryTokenBackend, tokenStoreOn } from '../tokens/token-store';

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
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        throw new ReleaseError(
          `the release service at ${baseUrl} cannot be reached (${cause?.code ?? cause?.message ?? (error as Error).message}): nothing was changed`,
        );
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
  const store = await openPointerStore(environment);
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
      store,
      tokens,
      redisLocation: environment.redisUrl ? redisLocation(environment.redisUrl) : null,
      logger: false,
      // Nobody opens a command's own service in a browser.
      consoleDir: null,
    });
  } catch (error) {
    await store.close();
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
