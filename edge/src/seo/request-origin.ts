import type { FastifyRequest } from 'fastify';

// A host name or IP literal with an optional port; anything else in Host is not echoed back.
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The site's absolute origin as this visitor reached it (forwarded headers count from trusted proxies only). */
export function requestOrigin(request: FastifyRequest): string {
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = HOST.test(request.host) ? request.host : 'localhost';
  return `${protocol}://${host}`;
}
