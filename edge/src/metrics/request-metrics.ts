import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageVisitOf } from '../visitors/page-visit';
import type { EdgeMetrics } from './edge-metrics';

const routes = new WeakMap<FastifyRequest, string>();

/** The route label of requests no route of the router answers (any path that is not a page or an API call). */
export const UNROUTED = '(no route)';
const APPLY_ROUTE = '/api/jobs/apply/:id';

/**
 * Names the route of a request the router did not match itself: a page gets the pattern of its
 * route table (`/job-details/:id`), a redirect a fixed name. Never the raw URL: labels stay bounded.
 */
export function labelRoute(request: FastifyRequest, route: string): void {
  routes.set(request, route);
}

// Why an application was refused, from the status the edge answered it with.
const REFUSALS: Record<number, string> = {
  400: 'invalid',
  404: 'unknown_job',
  408: 'too_slow',
  409: 'closed_job',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'rate_limited',
  502: 'provider_unavailable',
  503: 'busy',
  504: 'provider_timeout',
};

function countApplication(metrics: EdgeMetrics, status: number): void {
  if (status >= 200 && status < 300) metrics.applicationsAccepted.inc();
  else metrics.applicationsRefused.inc({ reason: REFUSALS[status] ?? (status >= 500 ? 'error' : 'refused') });
}

/** What an answer that is no page gets for the page labels. */
const NOT_A_PAGE = 'none';

/**
 * A page's package and how the visitor got its release and the shell's (stable, canary, preview):
 * a canary's 5xx and latency show beside the stable release's, with a handful of values each.
 */
function pageLabels(request: FastifyRequest) {
  const visit = pageVisitOf(request);
  if (!visit) return { package: NOT_A_PAGE, role: NOT_A_PAGE, shell_role: NOT_A_PAGE };
  const { roles } = visit.served;
  return { package: visit.package, role: roles[visit.package] ?? NOT_A_PAGE, shell_role: roles.shell ?? NOT_A_PAGE };
}

/**
 * Counts and times every answer by method, route pattern and status (pages also by package and
 * release role); and job applications by outcome.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: EdgeMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routes.get(request) ?? request.routeOptions.url ?? UNROUTED;
    const labels = { method: request.method, route, status: String(reply.statusCode), ...pageLabels(request) };
    metrics.requests.inc(labels);
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    if (route === APPLY_ROUTE) countApplication(metrics, reply.statusCode);
  });
}
