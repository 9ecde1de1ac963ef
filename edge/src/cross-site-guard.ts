import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error/api-error';

// Reads change nothing; everything else (applications, contact messages, browser reports) does.
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Fetch metadata: the site's own pages post `same-origin`; `none` is the visitor's own doing. A
// sibling host (`same-site`) runs none of the site's pages (remotes on other hosts run inside the
// site's page, so their posts are same-origin too), and may be someone else's content.
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

function isOwnOrigin(origin: string, request: FastifyRequest, publicOrigin: string): boolean {
  if (origin === publicOrigin) return true;
  // The address the visitor asked for (http://127.0.0.1:8080 while PUBLIC_URL names localhost).
  try {
    const url = new URL(origin);
    return url.host === request.host && url.protocol === `${request.protocol}:`;
  } catch {
    return false; // `null` (a sandboxed frame, a file) or nonsense
  }
}

/**
 * A browser tells where a request comes from (`Origin`, `Sec-Fetch-Site`); another site's page
 * must not make its visitors' browsers apply, write or report here. A state-changing request that
 * says it comes from elsewhere is refused before any route, rate limit or body reading; one that
 * says nothing (curl, a server, an old browser) is judged by the routes as before.
 */
export function registerCrossSiteGuard(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method)) return;
    const { origin, 'sec-fetch-site': site } = request.headers;
    const foreign =
      (typeof site === 'string' && !OWN_FETCH_SITES.has(site.toLowerCase())) ||
      (typeof origin === 'string' && !isOwnOrigin(origin, request, publicOrigin));
    if (foreign) throw new ApiError(403, 'Requests from other sites are not accepted');
  });
}
