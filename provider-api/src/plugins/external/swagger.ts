import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { MAX_LIMIT } from '../../schemas/list-jobs';

/**
 * Collects every route's schemas as it is registered (so it comes before the routes) into an
 * OpenAPI document, `app.swagger()`; `npm run openapi` writes it to docs/api/. No UI is served.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'provider-api',
        version: '1.0.0',
        description:
          `The job-board provider's contract, as the embedded provider-api serves it: a job list of up to ${MAX_LIMIT} jobs a page ` +
          '(a larger limit is served as the maximum), a job, applications with files, and single e-mails. Every refusal is ' +
          '`{ "message" }` naming the field at fault. Only the edge calls it, with its bearer token; browsers call the ' +
          "edge's own API, whose contract differs (page sizes 10, 20 and 30).",
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
}
