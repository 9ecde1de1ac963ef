import semver from 'semver';
import type { ReleaseFacts } from './release-facts';
import { reactMarkupProblems } from './react-markup-check';
import { claimProblems, ownRouteProblems, shellRouteProblems } from './route-problems';

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
 * Why `remote` cannot run in `shell`: its routes against the shell's rules, then the singletons it
 * needs; `perspective` is the one of the two the lines are about.
 */
export function pairProblems(shell: ReleaseFacts, remote: ReleaseFacts, perspective: ReleaseFacts): string[] {
  // A shell without a federation manifest is no Module Federation host: it loads no remote.
  if (!shell.manifest) return [];
  const shellLabel = label(shell, perspective);
  const remoteLabel = label(remote, perspective);
  if (!remote.manifest) return [`${remoteLabel} has no mf-manifest.json`];
  const { shared } = remote.manifest;
  const problems = [
    ...shellRouteProblems(shell, remote, shellLabel, remoteLabel),
    ...reactMarkupProblems(shell, remote, shellLabel, remoteLabel),
  ];
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

/** Why two remote releases cannot be served together: a path or alias both claim. */
export function remotePairProblems(a: ReleaseFacts, b: ReleaseFacts, perspective: ReleaseFacts): string[] {
  const [first, second] = b === perspective ? [b, a] : [a, b];
  return claimProblems(first, second, label(first, perspective), label(second, perspective));
}

/**
 * Why `candidate` cannot work with the live composition, one line each (empty: it can): its own
 * routes, then a remote against every live shell and every other live remote, a shell against every
 * live remote.
 */
export function compatibilityProblems(candidate: ReleaseFacts, live: readonly ReleaseFacts[]): string[] {
  const prefix = `${candidate.name} ${candidate.id}: `;
  const problems =
    candidate.name === 'shell'
      ? live.filter((facts) => facts.name !== 'shell').flatMap((remote) => pairProblems(candidate, remote, candidate))
      : [
          ...ownRouteProblems(candidate, 'this release'),
          ...live
            .filter((facts) => facts.name === 'shell')
            .flatMap((shell) => pairProblems(shell, candidate, candidate)),
          ...live
            .filter((facts) => facts.name !== 'shell' && facts.name !== candidate.name)
            .flatMap((remote) => remotePairProblems(candidate, remote, candidate)),
        ];
  return [...new Set(problems)].map((problem) => prefix + problem);
}
