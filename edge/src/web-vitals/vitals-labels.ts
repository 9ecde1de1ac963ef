import type { FastifyRequest } from 'fastify';
import { PACKAGE_NAMES, type PackageName, splitPageModule, runningCanary } from 'releases/model';
import type { SiteReleases } from '../pages/site-releases';
import type { ReleaseRole } from '../visitors/served-token';
import type { VitalsBody } from './vitals-body';

/** One set of labels a page view's measurements are observed under. */
export interface VitalsLabels {
  route: string;
  package: PackageName;
  release: string;
  role: ReleaseRole;
}

/**
 * How the visitor got `id` of `name`: as this browser gets it now (its preview cookie, its canary
 * draw), else by the pointers (a page loaded before a switch). Null for a release that is none of
 * these: no label is ever made of a release this edge does not serve.
 */
function roleOf(name: PackageName, id: string, now: Awaited<ReturnType<SiteReleases['peek']>>, releases: SiteReleases) {
  if (now.ids[name] === id) return now.roles[name];
  const pointer = releases.watcher.current()[name];
  if (pointer.active === id) return 'stable';
  return runningCanary(pointer)?.id === id ? 'canary' : null;
}

/**
 * The labels of a page view's measurements: once for the page's package and once for the shell, each
 * with its release and role, under the route's pattern. The route must be one of the shell release's
 * route table (its package comes from there, not from the browser), so labels stay bounded.
 */
export async function vitalsLabels(
  request: FastifyRequest,
  body: VitalsBody,
  releases: SiteReleases,
): Promise<VitalsLabels[]> {
  const shell = body.releases.shell;
  if (!shell) return [];
  const now = await releases.peek(request);
  const shellRole = roleOf('shell', shell, now, releases);
  if (!shellRole) return [];
  // The route table composed from that shell release and the remotes' releases the browser names
  // where this visitor is served them, else the active ones (composing directly notes no release the
  // browser merely named as served).
  const ids = Object.fromEntries(
    PACKAGE_NAMES.map((name) => {
      const named = name === 'shell' ? shell : body.releases[name];
      return [name, named && roleOf(name, named, now, releases) ? named : releases.watcher.current()[name].active];
    }),
  ) as typeof now.ids;
  const site = releases.compose({ ids, previews: [], personal: false });
  const declared = (await site?.table())?.routes.find((route) => route.path === body.route);
  if (!declared) return [];
  const [remote] = splitPageModule(declared.page);
  const labels: VitalsLabels[] = [{ route: body.route, package: 'shell', release: shell, role: shellRole }];
  const id = body.releases[remote];
  const role = id ? roleOf(remote, id, now, releases) : null;
  if (id && role) labels.push({ route: body.route, package: remote, release: id, role });
  return labels;
}
