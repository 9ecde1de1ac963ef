// The teams that release, and what each releases: the packages whose workspace folders CODEOWNERS
// gives the team, the rule the release tokens follow (docs/releasing.md#tokens-who-may-release-what).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGE_NAMES, WORKSPACES, type PackageName } from 'releases/model';
import { REPO_ROOT } from 'shared-config/server';
import { codeOwnerRules, ownersOf, type OwnerRule } from '../tasks/affected';

export const TEAMS = ['marketing', 'recruitment', 'platform'] as const;
export type Team = (typeof TEAMS)[number];

export const isTeam = (name: string): name is Team => (TEAMS as readonly string[]).includes(name);

/** The team's owner name in CODEOWNERS. */
export const ownerOf = (team: Team) => `@corelink/${team}`;

/** The repository secret that holds the team's release token, which its workflow gives `RELEASE_TOKEN`. */
export const tokenSecretName = (team: Team) => `${team.toUpperCase()}_RELEASE_TOKEN`;

function readCodeOwners(root: string = REPO_ROOT): OwnerRule[] {
  return codeOwnerRules(readFileSync(path.join(root, '.github', 'CODEOWNERS'), 'utf8'));
}

/** The packages a team releases: those whose workspace folder CODEOWNERS gives it. */
export function teamPackages(team: Team, rules: readonly OwnerRule[] = readCodeOwners()): PackageName[] {
  return PACKAGE_NAMES.filter((name) => ownersOf(`${WORKSPACES[name]}/package.json`, rules).includes(ownerOf(team)));
}
