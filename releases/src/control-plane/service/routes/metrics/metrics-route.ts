import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

/** `GET /api/metrics`: the service's Prometheus metrics (plugins/app/metrics.ts), for a scraper on the same network. */
export async function metricsRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics: answers by route and status, their durations, the process',
        security: [],
        querystring: Type.Object({}),
        produces: ['text/plain'],
        response: { 200: Type.String({ description: 'the Prometheus text format' }) },
      },
    },
    async (_request, reply) => reply.type(app.metricsRegistry.contentType).send(await app.metricsRegistry.metrics()),
  );
}
