import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from 'shared-config/server-schemas';

/**
 * `GET /api/health`, for a load balancer or an orchestrator: 200 while the service can read the
 * pointers and the tokens (Redis answers, the files are readable), else 503 saying which. No token:
 * it says nothing a token would protect.
 */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Whether this service can work: its store and its tokens can be read',
        security: [],
        querystring: Type.Object({}),
        response: {
          200: Type.Object({ status: Type.Literal('ok'), store: Type.String() }),
          503: errorAnswer('The store or the tokens cannot be read; the message says which'),
        },
      },
    },
    async (_request, reply) => {
      try {
        await Promise.all([app.releases.stores.pointers.read(), app.releases.tokens.list()]);
      } catch (error) {
        return reply.code(503).send({ message: (error as Error).message });
      }
      return { status: 'ok' as const, store: app.releases.stores.description };
    },
  );
}
