import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** A credential an API takes: a bearer token, or a key in a cookie or header. */
type SecurityScheme = { type: 'http'; scheme: 'bearer' } | { type: 'apiKey'; in: 'cookie' | 'header'; name: string };

/** What one server's OpenAPI document says of itself; the rest of the set-up is every server's. */
export interface OpenApiDescription {
  title: string;
  /** What the API is for, who calls it and with what credential, and the shape of every refusal. */
  description: string;
  /** Only tagged routes are the API: pages, static files and health probes stay out of it. */
  hideUntagged?: boolean;
  /** The credentials it takes, by name, when it takes any. */
  components?: { securitySchemes: Record<string, SecurityScheme> };
  /** Which of them a request may carry (any one of the list). */
  security?: Record<string, string[]>[];
}

/**
 * Collects the routes' schemas as they are registered (so it comes before them) into an OpenAPI 3.1
 * document, `app.swagger()`; `npm run openapi` writes it to docs/api/. A schema the server adds with
 * `app.addSchema` (it has an `$id`) is one of the document's `components.schemas` under that `$id`,
 * and a route's `Type.Ref` to it is a `$ref` there, so clients generated from the document name it.
 * No UI is served.
 */
export async function registerOpenApi(app: FastifyInstance, document: OpenApiDescription): Promise<void> {
  const { title, description, hideUntagged = false, components, security } = document;
  await app.register(swagger, {
    hideUntagged,
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: { title, version: '1.0.0', description },
      ...(components ? { components } : {}),
      ...(security ? { security } : {}),
    },
  });
}
