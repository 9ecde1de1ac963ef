import type { PackageName } from '../../model/packages/package-names';
import { logEntry } from '../../model/log/release-log';
import type { Composition, PointerChange } from '../../model/pointers/pointer-set';
import { rollback, rollbackStep, type ReleasePointer, type RollbackStep } from '../../model/pointers/release-pointer';
import { ReleaseError } from '../../model/release-error';
import { changeComposition } from './change-composition';
import { forceRefusal, forcedNote, problemsOfChange, uncheckedNotes } from './check-change';
import { distinctNames, intactRelease, type ChangeContext } from './change-context';
import { requireWholeSets } from './release-sets';

export interface RollbackOptions {
  /** Go back to the previous release even while (or after) a canary runs. */
  toPrevious?: boolean;
  force?: boolean;
  /** Why, for the log (a rollout rolling back a canary the edges halted names the rule and figures). */
  reason?: string;
  /** Changes nothing unless this holds of the composition it is checked against (see ActivateOptions). */
  onlyIf?: (composition: Composition) => boolean;
  /** The packages whose problems `force` may override: the token's (check-change.ts); unset: every package. */
  forceWithin?: readonly PackageName[];
}

/** What a rollback did to one package. */
export interface RolledBack {
  name: PackageName;
  step: RollbackStep;
  before: ReleasePointer;
  after: ReleasePointer;
}

export interface RollbackOutcome {
  after: Composition;
  packages: RolledBack[];
  notes: string[];
}

const detailOf = (step: RollbackStep, before: ReleasePointer) => {
  if (step === 'end-canary') return `canary ended, ${before.active} stays active`;
  if (step === 'clear-halted-canary') return `halted canary cleared, ${before.active} stays active`;
  return `back from ${before.active}${before.canary ? `, canary ${before.canary.id} ended` : ''}`;
};

/**
 * Rolls back one or several packages in one atomic step: a running canary ends; a canary already
 * halted is cleared; otherwise (or with `toPrevious`) the previous release is live again. Checked
 * against the composition it leaves; when that breaks the site, the refusal names the packages to
 * roll back with it, which one command then does together.
 */
export async function rollbackReleases(
  context: ChangeContext,
  names: readonly PackageName[],
  { toPrevious = false, force = false, forceWithin, reason, onlyIf }: RollbackOptions = {},
): Promise<RollbackOutcome> {
  if (names.length === 0) throw new ReleaseError('which package? name one');
  distinctNames(names);
  let packages: RolledBack[] = [];
  const { before, after } = await changeComposition(context, async (composition) => {
    packages = [];
    if (onlyIf && !onlyIf(composition)) return { changes: [], entries: [] };
    // Every step ends or clears the package's canary: a release set's ends or clears as one.
    requireWholeSets(composition, names, (name) => composition.pointers[name].canary !== null, {
      verb: 'roll back',
      command: (members) => `npm run release -- rollback ${members.join(' ')}`,
    });
    for (const name of names) {
      const why = composition.unreadable[name];
      if (why) throw new ReleaseError(`${why}: activate a release of ${name} to replace it`);
      const pointer = composition.pointers[name];
      const step = rollbackStep(pointer, toPrevious);
      const next = rollback(pointer, name, step);
      if (step === 'previous') await intactRelease(context, name, next.active as string);
      packages.push({ name, step, before: pointer, after: next });
    }
    const changes: PointerChange[] = packages.map(({ name, after: next }) => ({ name, next }));
    const pointers = { ...composition.pointers };
    for (const { name, next } of changes) pointers[name] = next;
    const problems = await problemsOfChange(context.releases, composition, pointers, []);
    const refusal = forceRefusal(problems, force, forceWithin);
    if (refusal) {
      const partners = [...new Set(problems.flatMap((problem) => problem.packages))].filter(
        (name) => !names.includes(name) && composition.pointers[name].previous,
      );
      const hint = partners.length
        ? `\nroll back ${partners.join(' and ')} with it, in one step: npm run release -- rollback ${[...names, ...partners].join(' ')}`
        : '';
      throw new ReleaseError(`${problems.map((problem) => problem.message).join('\n')}${hint}\n${refusal}`);
    }
    const entries = packages.map(({ name, step, before: pointer, after: next }) =>
      logEntry(
        context.actor,
        'rollback',
        name,
        step === 'previous' ? next.active : (pointer.canary?.id ?? null),
        detailOf(step, pointer) + (reason ? `; ${reason}` : '') + forcedNote(problems),
      ),
    );
    return { changes, entries };
  });
  return { after, packages, notes: uncheckedNotes(before, []) };
}
