import { reservedClaims, sharedClaims, unknownMenus } from 'shared-config/site-table';
import type { ReleaseFacts } from './release-facts';
import { splitPageModule } from '../../model/routes/route-table';

/**
 * What is wrong with a remote release's routes on their own, from `self`'s point of view: no
 * routes.json, a malformed entry, a page module it does not expose.
 */
export function ownRouteProblems(remote: ReleaseFacts, self: string): string[] {
  if (remote.name === 'shell' || !remote.manifest) return [];
  if (!remote.routes) return [`${self} ships no routes.json (its declared routes)`];
  const { exposes } = remote.manifest;
  return [
    ...remote.routes.problems.map((problem) => `${self} declares a malformed route: ${problem}`),
    ...remote.routes.routes
      .filter(({ page }) => !exposes.has(splitPageModule(page)[1]))
      .map(({ path, page }) => `${self} routes ${path} to ${page}, which it does not expose`),
  ];
}

/** Why `remote`'s routes do not fit `shell`'s rules: a reserved path, a menu without a slot for it. */
export function shellRouteProblems(
  shell: ReleaseFacts,
  remote: ReleaseFacts,
  shellLabel: string,
  remoteLabel: string,
): string[] {
  if (remote.name === 'shell' || !remote.routes) return [];
  if (!shell.rules) return [`${shellLabel} ships no rules for the route table (site-rules.json)`];
  const { routes } = remote.routes;
  return [
    ...reservedClaims(shell.rules, routes).map((path) => `${remoteLabel} claims ${path}, which ${shellLabel} reserves`),
    ...unknownMenus(shell.rules, remote.name, routes).map(
      (menu) =>
        `${remoteLabel} places a link in the menu '${menu}', where ${shellLabel} has no slot for ${remote.name}`,
    ),
  ];
}

/** The paths (or aliases) two remote releases both claim. */
export function claimProblems(a: ReleaseFacts, b: ReleaseFacts, aLabel: string, bLabel: string): string[] {
  if (!a.routes || !b.routes) return [];
  return sharedClaims(a.routes.routes, b.routes.routes).map(
    (path) => `${aLabel} claims ${path}, which ${bLabel} claims too`,
  );
}
