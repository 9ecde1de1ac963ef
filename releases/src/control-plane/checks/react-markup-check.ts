import semver from 'semver';
import type { ReleaseFacts } from './release-facts';

/**
 * The React a build rendered its pages with, as its mf-manifest.json lists its shared `react` (a
 * remote prerenders with the React it was built with; the browser hydrates with the shell's).
 */
const reactOf = (facts: ReleaseFacts) => facts.manifest?.shared.find((module) => module.name === 'react')?.version;

/**
 * Why `remote`'s pages would not hydrate in `shell`: its build prerendered them with another minor of
 * React than the shell hydrates them with, and server markup can change between minors (useId's form
 * changed within 19.x); patches keep it. The singleton check's range (`^19.3.1`) lets a newer minor
 * of the shell through; another major it refuses already.
 */
export function reactMarkupProblems(
  shell: ReleaseFacts,
  remote: ReleaseFacts,
  shellLabel: string,
  remoteLabel: string,
): string[] {
  const drawn = reactOf(remote);
  const hydrating = reactOf(shell);
  if (!drawn || !hydrating || !semver.valid(drawn) || !semver.valid(hydrating)) return [];
  if (semver.major(drawn) !== semver.major(hydrating) || semver.minor(drawn) === semver.minor(hydrating)) return [];
  return [
    `${remoteLabel} prerendered its pages with React ${drawn}, but ${shellLabel} hydrates them with React ${hydrating}: markup may differ between minors, so the pages would be drawn again in the browser`,
  ];
}
