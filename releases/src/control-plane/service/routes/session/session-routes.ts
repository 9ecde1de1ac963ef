import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../../sessions/console-session';
import { isEdgeToken } from '../../../tokens/release-token';
import { errorAnswer } from 'shared-config/server-schemas';
import { COMMON_ERROR_ANSWERS } from '../../schemas/error-answer';
import { TOKEN_HOLDER } from '../../schemas/token-schemas';

const SIGN_IN = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200, description: "a team's release token" }) },
  { additionalProperties: false },
);

/**
 * The session cookie: the session's random id only, out of scripts' reach, sent to this origin's
 * own requests only, over HTTPS when the console was reached over it (as TRUST_PROXY reads the
 * request), for as long as the session lasts.
 */
function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  };
}

const NOT_VALID =
  'this token is not valid (revoked, or never added with `npm run release -- token add`): nobody was signed in';

/**
 * `POST /api/session` signs in to the console with a team's token: the token is checked, never kept,
 * and a session naming it (by its hash) is opened where every replica reads it; `DELETE /api/session`
 * ends it.
 */
export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/session',
    {
      schema: {
        tags: ['console'],
        summary: 'Sign in to the console with a release token: a session cookie for 8 hours, never the token',
        security: [],
        body: SIGN_IN,
        response: {
          201: Type.Composite([TOKEN_HOLDER, Type.Object({ expiresAt: Type.String() })]),
          ...COMMON_ERROR_ANSWERS,
          403: errorAnswer("The request came from another site's page, or the token is an edge's"),
        },
      },
      preHandler: app.isFromNoOtherSite,
    },
    async (request, reply) => {
      const record = await app.releases.tokens.verify(request.body.token);
      if (!record) throw app.httpErrors.unauthorized(NOT_VALID);
      if (isEdgeToken(record)) {
        throw app.httpErrors.forbidden("an edge's token signs nobody in to the console: sign in with a team's token");
      }
      const { id, expiresAt } = await app.releases.sessions.open({ name: record.name, hash: record.hash });
      reply.setCookie(SESSION_COOKIE, id, cookieOptions(request));
      return reply.code(201).send({ name: record.name, packages: record.packages, expiresAt: expiresAt.toISOString() });
    },
  );

  api.delete(
    '/api/session',
    {
      schema: {
        tags: ['console'],
        summary: 'Sign out of the console: the session ends on every replica and its cookie is cleared',
        security: [],
        querystring: Type.Object({}),
        response: {
          204: Type.Null({ description: 'signed out (or was not signed in)' }),
          ...COMMON_ERROR_ANSWERS,
          403: errorAnswer("The request came from another site's page"),
        },
      },
      preHandler: app.isFromNoOtherSite,
    },
    async (request, reply) => {
      const id = request.cookies[SESSION_COOKIE];
      if (id) await app.releases.sessions.end(id);
      const { maxAge: _maxAge, ...attributes } = cookieOptions(request);
      reply.clearCookie(SESSION_COOKIE, attributes);
      return reply.code(204).send(null);
    },
  );
}
