import type { FastifyInstance } from 'fastify';
import { registerOpenApi } from 'shared-config/server';
import { MAX_LIMIT } from '../../schemas/list-jobs';

/** The provider's OpenAPI document (`app.swagger()`), collected from the routes registered after it. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await registerOpenApi(app, {
    title: 'provider-api',
    description:
      `The job-board provider's contract, as the embedded provider-api serves it: a job list of up to ${MAX_LIMIT} jobs a page ` +
      '(a larger limit is served as the maximum), a job, applications with files, and single e-mails. Every refusal is ' +
      '`{ "message" }` naming the field at fault. Only the edge calls it, with its bearer token; browsers call the ' +
      "edge's own API, whose contract differs (page sizes 10, 20 and 30).",
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
  });
}
