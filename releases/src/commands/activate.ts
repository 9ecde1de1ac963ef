import { ReleaseError } from '../release-error';
import { logEntry, type ReleaseLogEntry } from '../log/release-log';
import type { Composition, PointerChange } from '../pointers/pointer-store';
import { EMPTY_POINTER, activate, startCanary } from '../pointers/release-pointer';
import { changeComposition } from './change-composition';
import {
  FORCE_HINT,
  forcedNote,
  problemsOfChange,
  serverRenderProblems,
  uncheckedNotes,
  type FolderOf,
} from './check-change';
import { distinctNames, intactRelease, type ReleaseContext, type ReleaseTarget } from './release-context';

export interface ActivateOptions {
  /** Serve the releases to this share of visitors only (one draw for the whole set). */
  canaryPercent?: number | null;
  /** Activate even if the compatibility check refuses it. */
  force?: boolean;
  /** Why, for the log (`npm start` says it activated its local builds). */
  reason?: string;
  /** Where the releases' files are, when not in RELEASES_DIR (`npm start` checks its dist/ folders). */
  folderOf?: FolderOf;
}

export interface ActivateOutcome {
  after: Composition;
  /** Warnings for the operator (a package left out of the check because its pointer is damaged). */
  notes: string[];
}

/** The draw a release set's canaries share: every release of the set, in a fixed order. */
export const setGroup = (targets: readonly ReleaseTarget[]) =>
  targets
    .map(({ name, id }) => `${name}=${id}`)
    .sort()
    .join(',');

/**
 * Makes one release, or a release set of several packages, live for every visitor, or for a share of
 * them as a canary, in one atomic step checked against the whole composition it goes live in.
 */
export async function activateReleases(
  context: ReleaseContext,
  targets: readonly ReleaseTarget[],
  { canaryPercent = null, force = false, reason, folderOf }: ActivateOptions = {},
): Promise<ActivateOutcome> {
  if (targets.length === 0) throw new ReleaseError('which release? name one');
  distinctNames(targets.map((target) => target.name));
  const records = [];
  for (const { name, id } of targets) records.push(await intactRelease(context, name, id));
  // A release's own smoke render does not depend on what else is live: checked once, whatever the retries.
  const renderProblems = await serverRenderProblems(context, records);
  const names = targets.map((target) => target.name);
  const group = canaryPercent !== null && targets.length > 1 ? setGroup(targets) : null;
  const together = targets.length > 1 ? `; in a set with ${setGroup(targets).replace(/,/g, ', ')}` : '';

  const { before, after } = await changeComposition(context, async (composition) => {
    const changes: PointerChange[] = targets.map(({ name, id }) => {
      const pointer = composition.unreadable[name] ? EMPTY_POINTER : composition.pointers[name];
      const next =
        canaryPercent === null ? activate(pointer, id) : startCanary(pointer, id, canaryPercent, name, group);
      return { name, next };
    });
    const pointers = { ...composition.pointers };
    for (const { name, next } of changes) pointers[name] = next;
    const problems = [
      ...renderProblems,
      ...(await problemsOfChange(context.releasesDir, composition, pointers, names, folderOf)),
    ];
    if (problems.length > 0 && !force) {
      throw new ReleaseError(`${problems.map((problem) => problem.message).join('\n')}\n${FORCE_HINT}`);
    }
    const entries: ReleaseLogEntry[] = targets.map(({ name, id }) => {
      const pointer = composition.pointers[name];
      const replaced = composition.unreadable[name] ? '; replaced an unreadable pointer' : '';
      const note = `${together}${reason ? `; ${reason}` : ''}${replaced}${forcedNote(problems)}`;
      return canaryPercent === null
        ? logEntry(context.actor, 'activate', name, id, `previous ${pointer.active ?? 'none'}${note}`)
        : logEntry(context.actor, 'canary', name, id, `${canaryPercent}% of visitors${note}`);
    });
    return { changes, entries };
  });
  return { after, notes: uncheckedNotes(before, names) };
}
