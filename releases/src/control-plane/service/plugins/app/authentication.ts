import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ReleaseError } from '../../../../model/release-error';
import { SESSION_COOKIE } from '../../../sessions/console-session';
import type { PackageName } from '../../../../model/packages/package-names';
import type { TokenRecord } from '../../../../model/storage/tokens/token-backend';
import { changesSomething, requestOrigin } from './request-origin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The release token the request carries, once verified; null without a valid one. */
    releaseToken: TokenRecord | null;
    /** The console session that vouched for `releaseToken`, when the cookie did rather than a bearer token. */
    consoleSession: string | null;
  }
}

const BEARER = /^bearer +(\S+)$/i;

/**
 * Reads the request's credential before anything else (a publish's archive included): a bearer
 * token, else the console's session cookie, whose session names the token it was opened with and is
 * checked against the token store every time (a revoked token ends its sessions at once). A valid one
 * is `request.releaseToken`, anything else null, and the routes' own checks (authorization.ts) decide
 * what that allows. A change vouched for by the cookie must come from the console's own page: a
 * browser sends the cookie along with another site's request too. The token itself is never kept on
 * the request, nor logged.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('releaseToken', null);
  app.decorateRequest('consoleSession', null);
  app.addHook('onRequest', async (request) => {
    try {
      await authenticate(app, request);
    } catch (error) {
      // No credential can be checked: every request is refused, as unavailable rather than unauthorized.
      const message = error instanceof ReleaseError ? error.message : 'the release tokens cannot be read';
      throw app.httpErrors.serviceUnavailable(message);
    }
    if (request.consoleSession && changesSomething(request) && requestOrigin(request) !== 'same') {
      throw app.httpErrors.forbidden(
        "a change signed in with the console's session must come from the console's own page: nothing was changed",
      );
    }
  });
}

async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const { tokens, sessions } = app.releases;
  const header = request.headers.authorization;
  const token = typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
  if (token) {
    request.releaseToken = await tokens.verify(token);
    return;
  }
  const id = request.cookies[SESSION_COOKIE];
  const session = id ? await sessions.find(id) : null;
  if (!id || !session) return;
  const record = await tokens.verifyHash(session.tokenHash);
  if (!record) {
    await sessions.end(id);
    return;
  }
  request.releaseToken = record;
  request.consoleSession = id;
}

/** The token of a request a permission check let through. */
function checkedToken(request: FastifyRequest): TokenRecord {
  if (!request.releaseToken)
    throw new Error('a route reached its handler without a token: its preHandler lacks a permission check');
  return request.releaseToken;
}

/** Who the log names for a request a permission check let through: its token's name. */
export const actorOf = (request: FastifyRequest): string => checkedToken(request).name;

/** The packages that request's token covers: what its `force` may override. */
export const packagesOf = (request: FastifyRequest): readonly PackageName[] => checkedToken(request).packages;
