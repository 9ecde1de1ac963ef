import type { FastifyRequest } from 'fastify';

/** Reads change nothing; everything else does. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesSomething = (request: FastifyRequest) => !READS.has(request.method);

/**
 * Where a browser says a request comes from (`Sec-Fetch-Site`, `Origin`), compared with the origin
 * it was sent to: its protocol as TRUST_PROXY reads it (a proxy ending HTTPS says `X-Forwarded-Proto`)
 * and its `Host` header, never `X-Forwarded-Host`, which whoever reaches a trusted proxy could set to
 * match a forged `Origin` (a proxy in front passes `Host` through). `same` from the console's own
 * page, `foreign` from another site's (or a sibling host's), `unknown` when it says nothing (curl, a
 * pipeline, or a browser's own navigation).
 */
export function requestOrigin(request: FastifyRequest): 'same' | 'foreign' | 'unknown' {
  const { origin, host, 'sec-fetch-site': site } = request.headers;
  const fetchSite = typeof site === 'string' ? site.toLowerCase() : null;
  const own = `${request.protocol}://${host ?? ''}`;
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'foreign';
  if (typeof origin === 'string' && origin !== own) return 'foreign';
  return fetchSite === 'same-origin' || origin === own ? 'same' : 'unknown';
}
