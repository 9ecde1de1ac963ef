import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';
import type { PackageName } from 'releases/model';
import type { VisitorServed } from './served-releases';

/** A page the edge composed for a visitor: what its metrics and the canary analysis know of it. */
export interface PageVisit {
  /** The route's pattern (`/job-details/:id`). */
  route: string;
  /** The package whose page module it shows (the shell's own, for a page of no remote). */
  package: PackageName;
  served: VisitorServed;
  /** The packages whose server module failed to render part of it (the visitor got the page without that part). */
  renderFailures: Set<PackageName>;
}

const visits = new WeakMap<FastifyRequest, PageVisit>();
// The page request being composed, for the server modules' failures to be told whose page it was.
const composing = new AsyncLocalStorage<FastifyRequest>();

export function notePageVisit(request: FastifyRequest, visit: Omit<PageVisit, 'renderFailures'>): void {
  visits.set(request, { ...visit, renderFailures: new Set() });
}

export const pageVisitOf = (request: FastifyRequest): PageVisit | null => visits.get(request) ?? null;

/** Runs `compose` as the composition of `request`'s page. */
export const composingFor = <T>(request: FastifyRequest, compose: () => Promise<T>): Promise<T> =>
  composing.run(request, compose);

/** Marks the page being composed as one the server module of `name`'s release failed to render. */
export function noteRenderFailure(name: PackageName): void {
  const request = composing.getStore();
  const visit = request && visits.get(request);
  visit?.renderFailures.add(name);
}
