import type { FastifyInstance } from 'fastify';
import type { PackageName } from 'releases/model';
import { pageVisitOf, type PageVisit } from '../pages/page-visit';
import type { CanaryAnalysis } from './canary-analysis';
import { networkOf } from './network-of';

/** The packages a failure of the edge's own counts against, with how the visitor got each. */
function blamed(visit: PageVisit, status: number) {
  const names = new Set<PackageName>();
  // A 5xx page: its package's release and the shell's, both of which the page is composed from.
  if (status >= 500) names.add(visit.package).add('shell');
  for (const name of visit.renderFailures) names.add(name);
  return [...names].flatMap((name) => {
    const id = visit.served.ids[name];
    const role = visit.served.roles[name];
    return id && (role === 'stable' || role === 'canary') ? [{ name, id, role }] : [];
  });
}

/**
 * What the edge itself sees of a page load, for the canary analysis: the visitor was served the
 * page's releases, and a 5xx answer or a render error of a release's server module is a failure of them. Counted once the
 * answer has left, from the address the edge trusts (TRUST_PROXY).
 */
export function observePageOutcomes(app: FastifyInstance, analysis: CanaryAnalysis): void {
  app.addHook('onResponse', async (request, reply) => {
    const visit = pageVisitOf(request);
    const visitor = visit?.served.visitor;
    // A HEAD (a monitor's probe) loads no page in any browser.
    if (!visit || !visitor || request.method !== 'GET') return;
    try {
      const network = networkOf(request.ip);
      await analysis.served(visit.served, network);
      for (const { name, id, role } of blamed(visit, reply.statusCode)) {
        const source = visit.renderFailures.has(name) ? 'render-error' : 'server-error';
        await analysis.failed({ package: name, release: id, role, visitor, network, source });
      }
    } catch (error) {
      request.log.error({ err: error }, 'page load not counted for the canary analysis');
    }
  });
}
