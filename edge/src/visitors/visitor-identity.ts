import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_REPORTS_PATH } from 'shared-config/failure-reports';
import { SERVED_COOKIE, SERVED_TOKEN_MS, signServedToken, verifyServedToken, type ServedToken } from './served-token';
import { newVisitorId, readVisitorCookie, VISITOR_COOKIE, visitorCookieValue } from './visitor-id';
import { visitorKeys } from './visitor-keys';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Visitor ids and served-release tokens, signed by the edge so no client can make them up. */
export interface VisitorIdentity {
  /** The id this browser holds, if its cookie is one the edge signed (or an unsigned one from before). */
  visitorOf(request: FastifyRequest): Promise<string | null>;
  /** The id this browser holds, given in a cookie when it has none, or signed afresh when it holds an old one. */
  assign(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Gives the browser the token of the releases it was just served, for its reports to carry. */
  issueServed(request: FastifyRequest, reply: FastifyReply, served: Omit<ServedToken, 'exp'>): Promise<void>;
  /** The token a report carries, when valid. */
  servedOf(request: FastifyRequest): Promise<ServedToken | null>;
}

const cookieOptions = (request: FastifyRequest): CookieSerializeOptions => ({
  httpOnly: true,
  secure: request.protocol === 'https',
});

/**
 * Signs and checks a visitor's cookies with the keys every edge shares (VISITOR_KEYS, or the one in
 * RELEASES_DIR), read when first needed: an edge that never runs a canary never writes one.
 */
export function createVisitorIdentity(
  config: { visitorKeys: string[] | null; releasesDir: string },
  log: FastifyBaseLogger,
): VisitorIdentity {
  let loaded: Promise<string[]> | null = null;
  const keys = () =>
    (loaded ??= visitorKeys(config.visitorKeys, config.releasesDir).catch((error: unknown) => {
      // Canaries still need ids: this edge signs with a key of its own, which no other edge knows.
      log.error({ err: error }, 'no visitor key (set VISITOR_KEYS): visitor ids are signed for this edge alone');
      return [randomBytes(32).toString('base64url')];
    }));

  return {
    async visitorOf(request) {
      return readVisitorCookie(request.cookies[VISITOR_COOKIE], await keys())?.id ?? null;
    },
    async assign(request, reply) {
      const signing = await keys();
      const held = readVisitorCookie(request.cookies[VISITOR_COOKIE], signing);
      if (held?.current) return held.id;
      // A new visitor, or one whose id is unsigned or signed with an older key: same id, current signature.
      const id = held?.id ?? newVisitorId();
      reply.setCookie(VISITOR_COOKIE, visitorCookieValue(id, signing), {
        ...cookieOptions(request),
        path: '/',
        sameSite: 'lax',
        maxAge: YEAR_SECONDS,
      });
      return id;
    },
    async issueServed(request, reply, served) {
      const token = signServedToken({ ...served, exp: Date.now() + SERVED_TOKEN_MS }, await keys());
      // Sent with the reports only (their path), never with pages: the pages stay the same for everyone.
      reply.setCookie(SERVED_COOKIE, token, {
        ...cookieOptions(request),
        path: CLIENT_REPORTS_PATH,
        sameSite: 'strict',
        maxAge: SERVED_TOKEN_MS / 1000,
      });
    },
    async servedOf(request) {
      return verifyServedToken(request.cookies[SERVED_COOKIE], await keys());
    },
  };
}
