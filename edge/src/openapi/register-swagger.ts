import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { JOB_PAGE_SIZES } from 'shared-config/validation';

/**
 * Collects the API routes' schemas as they are registered (so it comes before them) into an OpenAPI
 * document, `app.swagger()`; `npm run openapi` writes it to docs/api/. Only tagged routes are the
 * API: pages, static files and health probes are not in it. No UI is served.
 */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    hideUntagged: true,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'edge',
        version: '1.0.0',
        description:
          "The site's own API, as browsers call it on the site's origin: job lists and jobs passed on from the provider " +
          `byte for byte, in the careers page's page sizes (${JOB_PAGE_SIZES.join(', ')}; the provider's own contract, ` +
          'docs/api/provider-api.json, allows up to 100 a page). Every refusal is `{ "message" }`, a sentence a visitor ' +
          'can be shown. No credential: the edge adds its own on the way to the provider.',
      },
    },
  });
}
