import type { PackageName } from '../../model/packages/package-names';
import { haltLogEntry, type HaltCause } from '../../model/log/release-log';
import { ConcurrentChange } from '../../model/storage/pointers/pointer-store';
import { halt, runningCanary, type ReleasePointer } from '../../model/pointers/release-pointer';
import { ReleaseError } from '../../model/release-error';
import { changeComposition } from './change-composition';
import { distinctNames, type ChangeContext } from './change-context';
import { requireWholeSets, setMembers } from './release-sets';

/**
 * Stops one or several canaries for every visitor and marks them halted, in one step: a person's
 * halt, logged with no rule. A halt only takes releases out of service, so it needs no compatibility
 * check.
 */
export async function haltCanaries(
  context: ChangeContext,
  names: readonly PackageName[],
  reason: string,
): Promise<Record<PackageName, ReleasePointer>> {
  if (names.length === 0) throw new ReleaseError('which package? name one');
  distinctNames(names);
  const { after } = await changeComposition(context, async (composition) => {
    const changes = names.map((name) => {
      const why = composition.unreadable[name];
      if (why) throw new ReleaseError(`${why}: activate a release of ${name} to replace it`);
      return { name, next: halt(composition.pointers[name], name) };
    });
    requireWholeSets(composition, names, (name) => runningCanary(composition.pointers[name]) !== null, {
      verb: 'halt',
      command: (members) => `npm run release -- halt ${members.join(' ')}`,
    });
    const entries = names.map((name) =>
      haltLogEntry(context.actor, name, composition.pointers[name].canary?.id ?? null, reason, null),
    );
    return { changes, entries };
  });
  return after.pointers;
}

/**
 * Halts `id` if it is still the running canary of `name` (an edge that saw it fail, logged with the
 * rule and figures that halted it, or an override carried into the shared pointers, with none), and
 * with it the running canaries of the same release set, in one step, each logged with the same rule
 * and figures. False when the pointer moved on meanwhile: promoted, rolled back, or already halted by
 * another edge.
 */
export async function haltFailingCanary(
  context: ChangeContext,
  name: PackageName,
  id: string,
  reason: string,
  cause: HaltCause | null,
): Promise<boolean> {
  try {
    let halted = false;
    await changeComposition(context, async (composition) => {
      const pointer = composition.pointers[name];
      halted = !composition.unreadable[name] && pointer.canary?.id === id && !pointer.halted.includes(id);
      if (!halted) return { changes: [], entries: [] };
      const partners = setMembers(composition, name).filter(
        (other) => other !== name && !composition.unreadable[other] && runningCanary(composition.pointers[other]),
      );
      const set = `of one release set with ${name} ${id}, halted by ${reason}`;
      return {
        changes: [name, ...partners].map((member) => ({
          name: member,
          next: halt(composition.pointers[member], member),
        })),
        entries: [
          haltLogEntry(context.actor, name, id, reason, cause),
          ...partners.map((other) =>
            haltLogEntry(context.actor, other, composition.pointers[other].canary?.id ?? null, set, cause),
          ),
        ],
      };
    });
    return halted;
  } catch (error) {
    if (error instanceof ConcurrentChange) return false;
    throw error;
  }
}
