// A release set's canaries are one change, checked only with each other: a visitor gets all of them or
// none. So whatever stops, clears, replaces or promotes the canary of one member acts on every member
// in the same step, never on one alone, which would serve a combination nobody checked.
import type { PackageName } from '../../model/packages/package-names';
import type { Composition } from '../../model/pointers/pointer-set';
import { PACKAGE_NAMES } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';

/** The packages whose canary (running or halted) is of the same release set as `name`'s; [] for none. */
export function setMembers(composition: Composition, name: PackageName): PackageName[] {
  const group = composition.pointers[name].canary?.group;
  if (!group) return [];
  return PACKAGE_NAMES.filter((other) => composition.pointers[other].canary?.group === group);
}

const inWords = (composition: Composition, names: readonly PackageName[]) =>
  names.map((name) => `${name} ${composition.pointers[name].canary?.id}`).join(', ');

/**
 * Refuses a change of `named` that would act on some members of a release set's canaries without the
 * others: the message names the set and the command that acts on all of it, which a token must then
 * cover whole. `affects` says whether the change touches a package's canary.
 */
export function requireWholeSets(
  composition: Composition,
  named: readonly PackageName[],
  affects: (name: PackageName) => boolean,
  { verb, command }: { verb: string; command: (members: readonly PackageName[]) => string },
): void {
  for (const name of named.filter(affects)) {
    const members = setMembers(composition, name);
    const missing = members.filter((member) => !named.includes(member));
    if (missing.length === 0) continue;
    throw new ReleaseError(
      `${name}'s canary ${composition.pointers[name].canary?.id} is one release set with ${inWords(composition, missing)}: ` +
        `${verb} the whole set in one step (${command(members)}); nothing was changed`,
    );
  }
}
