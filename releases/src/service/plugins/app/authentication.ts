import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReleaseError } from '../../../release-error';
import type { TokenRecord } from '../../../tokens/release-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The release token the request carries, once verified; null without a valid one. */
    releaseToken: TokenRecord | null;
  }
}

const BEARER = /^bearer +(\S+)$/i;

/**
 * Reads the request's token before anything else (a publish's archive included): a valid one is
 * `request.releaseToken`, anything else null, and the routes' own checks (authorization.ts) decide
 * what that allows. The token itself is never kept on the request, nor logged.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('releaseToken', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
    if (!token) return;
    try {
      request.releaseToken = await app.releases.tokens.verify(token);
    } catch (error) {
      // No token can be checked: every request is refused, as unavailable rather than unauthorized.
      const message = error instanceof ReleaseError ? error.message : 'the release tokens cannot be read';
      throw app.httpErrors.serviceUnavailable(message);
    }
  });
}

/** Who the log names for a request a permission check let through: its token's name. */
export function actorOf(request: FastifyRequest): string {
  if (!request.releaseToken)
    throw new Error('a route reached its handler without a token: its preHandler lacks a permission check');
  return request.releaseToken.name;
}
