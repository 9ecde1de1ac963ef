import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { schemaRef } from 'shared-config/server-schemas';
import { actorOf } from '../../plugins/app/authentication';
import { COMMON_ERROR_ANSWERS } from '../../schemas/error-answer';
import { TOKEN_HOLDER } from '../../schemas/token-schemas';

/**
 * `GET /api/token`: the name and packages of the token the request carries, or its console session
 * was opened with (the console shows who is signed in).
 */
export async function tokenRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/token',
    {
      schema: {
        tags: ['tokens'],
        summary: 'The token this request carries: its name (the actor the log records) and the packages it may change',
        querystring: Type.Object({}),
        response: {
          200: schemaRef(TOKEN_HOLDER),
          ...COMMON_ERROR_ANSWERS,
        },
      },
      preHandler: app.isTokenHolder,
    },
    async (request) => {
      const packages = request.releaseToken?.packages ?? [];
      return { name: actorOf(request), packages };
    },
  );
}
