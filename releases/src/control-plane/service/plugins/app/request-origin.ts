import type { FastifyRequest } from 'fastify';

/** Reads change nothing; everything else does. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const changesSomething = (request: FastifyRequest) => !READS.has(request.method);

/**
 * Where a browser says a request comes from (`Sec-Fetch-Site`, `Origin`), compared with the origin
 * it was sent to (its protocol and host as TRUST_PROXY reads them): `same` from the console's own
 * page, `foreign` from another site's (or a sibling host's), `unknown` when it says nothing (curl, a
 * pipeline, or a browser's own navigation).
 */
export function requestOrigin(request: FastifyRequest): 'same' | 'foreign' | 'unknown' {
  const { origin, 'sec-fetch-site': site } = request.headers;
  const fetchSite = typeof site === 'string' ? site.toLowerCase() : null;
  const own = `${request.protocol}://${request.host}`;
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return 'foreign';
  if (typeof origin === 'string' && origin !== own) return 'foreign';
  return fetchSite === 'same-origin' || origin === own ? 'same' : 'unknown';
}
