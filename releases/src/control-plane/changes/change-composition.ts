import type { ReleaseLogEntry } from '../../model/log/release-log';
import { ConcurrentChange } from '../../model/storage/pointers/pointer-store';
import { type Composition, type PointerChange } from '../../model/pointers/pointer-set';
import { ReleaseError } from '../../model/release-error';
import type { ChangeContext } from './change-context';

/** What a command works out from the composition it read: the pointers it changes and the log lines. */
export interface PlannedChange {
  changes: PointerChange[];
  entries: ReleaseLogEntry[];
}

export interface CompositionChange<Plan extends PlannedChange> {
  before: Composition;
  after: Composition;
  plan: Plan;
}

/**
 * Reads the composition, works out (and checks) a change against it with `plan`, and swaps it in as
 * one compare-and-swap over the whole composition. When another change landed between the read and
 * the swap, the change is worked out and checked once more against the new composition; if that one
 * moves too, the command is refused. So no change is ever written over a composition it was not
 * checked against, whichever packages the other change touched.
 */
export async function changeComposition<Plan extends PlannedChange>(
  context: ChangeContext,
  plan: (composition: Composition) => Promise<Plan>,
): Promise<CompositionChange<Plan>> {
  for (let attempt = 1; ; attempt += 1) {
    const before = await context.pointers.read();
    const planned = await plan(before);
    // Nothing to change (a halt that another edge made first): nothing is written.
    if (planned.changes.length === 0 && planned.entries.length === 0) return { before, after: before, plan: planned };
    try {
      const after = await context.pointers.swap(before.version, planned.changes, planned.entries);
      return { before, after, plan: planned };
    } catch (error) {
      if (!(error instanceof ConcurrentChange)) throw error;
      if (attempt >= 2) {
        throw new ReleaseError(
          'the live releases changed twice while this change was being checked: nothing was changed, run the command again',
        );
      }
    }
  }
}
