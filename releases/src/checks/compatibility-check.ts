import semver from 'semver';
import type { FederationManifest } from './federation-manifest';
import type { PackageName } from '../packages/package-names';
import { splitPageModule, type PageRoute } from './route-table';

/** What the check knows of one release: its manifest and, for a shell, its route table. */
export interface ReleaseFacts {
  name: PackageName;
  id: string;
  /**
   * The release being activated; one live now (active, or a canary some visitors get); or a local
   * build going live with it (`npm start`).
   */
  role: 'candidate' | 'active' | 'canary' | 'local';
  manifest: FederationManifest | null;
  routes: readonly PageRoute[] | null;
}

/** How a problem line names a release: 'this release' for the one the line is about. */
function label(facts: ReleaseFacts, perspective: ReleaseFacts): string {
  if (facts === perspective) return 'this release';
  if (facts.role === 'candidate') {
    return facts.name === 'shell' ? `the new shell ${facts.id}` : `the new ${facts.name} release ${facts.id}`;
  }
  if (facts.role === 'local') return `the local ${facts.name} build`;
  const live = facts.role === 'canary' ? 'the canary' : 'the live';
  return facts.name === 'shell' ? `${live} shell` : `${live} ${facts.name} release`;
}

/**
 * Why `remote` cannot run in `shell`: its pages, then the singletons it needs; `perspective` is the
 * one of the two the lines are about.
 */
export function pairProblems(shell: ReleaseFacts, remote: ReleaseFacts, perspective: ReleaseFacts): string[] {
  // A shell without a federation manifest is no Module Federation host: it loads no remote.
  if (!shell.manifest) return [];
  const shellLabel = label(shell, perspective);
  const remoteLabel = label(remote, perspective);
  if (!shell.routes) return [`${shellLabel} ships no route table (routes.json)`];
  const pages = shell.routes.map((route) => route.page).filter((page) => splitPageModule(page)[0] === remote.name);
  if (pages.length === 0) return [];
  if (!remote.manifest) return [`${remoteLabel} has no mf-manifest.json`];
  const { exposes, shared } = remote.manifest;
  const problems = [...new Set(pages)]
    .filter((page) => !exposes.has(splitPageModule(page)[1]))
    .map((page) => `${shellLabel} loads ${page}, which ${remoteLabel} does not expose`);
  const provided = new Map(shell.manifest.shared.map((module) => [module.name, module]));
  for (const module of shared) {
    if (!module.singleton || module.requiredVersion === null) continue;
    const offer = provided.get(module.name);
    const wanted = `${module.name} ${module.requiredVersion}`;
    if (!offer) {
      // A remote with its own copy uses it when the shell has none.
      if (!module.bundled) {
        problems.push(
          `${remoteLabel} takes ${wanted} from the shell as a singleton, but ${shellLabel} does not provide it`,
        );
      }
    } else if (!semver.satisfies(offer.version, module.requiredVersion)) {
      problems.push(`${remoteLabel} needs ${wanted} as a singleton, but ${shellLabel} provides ${offer.version}`);
    }
  }
  return problems;
}

/**
 * Why `candidate` cannot work with the live composition, one line each (empty: it can): a remote is
 * checked against every live shell, a shell against every live remote.
 */
export function compatibilityProblems(candidate: ReleaseFacts, live: readonly ReleaseFacts[]): string[] {
  const prefix = `${candidate.name} ${candidate.id}: `;
  const problems =
    candidate.name === 'shell'
      ? live.filter((facts) => facts.name !== 'shell').flatMap((remote) => pairProblems(candidate, remote, candidate))
      : live.filter((facts) => facts.name === 'shell').flatMap((shell) => pairProblems(shell, candidate, candidate));
  return [...new Set(problems)].map((problem) => prefix + problem);
}
