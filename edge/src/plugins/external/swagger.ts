import type { FastifyInstance } from 'fastify';
import { registerOpenApi } from 'shared-config/server';
import { JOB_PAGE_SIZES } from 'shared-config/validation';

/**
 * The edge's OpenAPI document (`app.swagger()`), collected from the API routes registered after it:
 * only tagged routes are the API (pages, static files and health probes are not in it).
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await registerOpenApi(app, {
    title: 'edge',
    hideUntagged: true,
    description:
      "The site's own API, as browsers call it on the site's origin: job lists and jobs passed on from the provider " +
      `byte for byte, in the careers page's page sizes (${JOB_PAGE_SIZES.join(', ')}; the provider's own contract, ` +
      'docs/api/provider-api.json, allows up to 100 a page). Every refusal is `{ "message" }`, a sentence a visitor ' +
      'can be shown. No credential: the edge adds its own on the way to the provider.',
  });
}
