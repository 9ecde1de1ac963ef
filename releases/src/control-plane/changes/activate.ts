import type { PackageName } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';
import type { ReleaseRecord } from '../../model/releases/release-record';
import { logEntry, type ReleaseLogEntry } from '../../model/log/release-log';
import type { Composition, PointerChange } from '../../model/pointers/pointer-set';
import { EMPTY_POINTER, activate, runningCanary, startCanary } from '../../model/pointers/release-pointer';
import { changeComposition } from './change-composition';
import {
  forceRefusal,
  forcedNote,
  problemsOfChange,
  serverRenderProblems,
  uncheckedNotes,
  type FolderOf,
} from './check-change';
import { distinctNames, intactRelease, type ChangeContext, type ReleaseTarget } from './change-context';
import { requireWholeSets } from './release-sets';

export interface ActivateOptions {
  /** Serve the releases to this share of visitors only (one draw for the whole set). */
  canaryPercent?: number | null;
  /** Activate even if the compatibility check refuses it (its problems among `forceWithin`'s packages). */
  force?: boolean;
  /** The packages whose problems `force` may override: the token's (check-change.ts); unset: every package. */
  forceWithin?: readonly PackageName[];
  /** Why, for the log (`npm start` says it activated its local builds). */
  reason?: string;
  /** Where the releases' files are, when not in RELEASES_DIR (`npm start` checks its dist/ folders). */
  folderOf?: FolderOf;
  /**
   * A release built from uncommitted changes reaches visitors only when allowed: by the operator
   * (`--allow-uncommitted`, logged as such) or because it is `npm start`'s own local build.
   */
  uncommitted?: 'refuse' | 'allowed' | 'local';
  /**
   * Changes nothing unless this holds of the composition it is checked against: a rollout's step is
   * made only from the share it was worked out from, so a step two replicas both worked out lands once.
   */
  onlyIf?: (composition: Composition) => boolean;
}

export interface ActivateOutcome {
  after: Composition;
  /** Warnings for the operator (a package left out of the check because its pointer is damaged). */
  notes: string[];
}

/** What the log says of a release built from uncommitted changes that went live all the same. */
function uncommittedNote(
  records: readonly ReleaseRecord[],
  name: PackageName,
  uncommitted: ActivateOptions['uncommitted'],
) {
  if (!records.some((record) => record.package === name && record.committed === false)) return '';
  return uncommitted === 'local'
    ? '; built from uncommitted changes (a local build)'
    : '; built from uncommitted changes, allowed with --allow-uncommitted';
}

/** The draw a release set's canaries share: every release of the set, in a fixed order. */
const setGroup = (targets: readonly ReleaseTarget[]) =>
  targets
    .map(({ name, id }) => `${name}=${id}`)
    .sort()
    .join(',');

/**
 * Makes one release, or a release set of several packages, live for every visitor, or for a share of
 * them as a canary, in one atomic step checked against the whole composition it goes live in.
 */
export async function activateReleases(
  context: ChangeContext,
  targets: readonly ReleaseTarget[],
  {
    canaryPercent = null,
    force = false,
    forceWithin,
    reason,
    folderOf,
    uncommitted = 'refuse',
    onlyIf,
  }: ActivateOptions = {},
): Promise<ActivateOutcome> {
  if (targets.length === 0) throw new ReleaseError('which release? name one');
  distinctNames(targets.map((target) => target.name));
  const records: ReleaseRecord[] = [];
  for (const { name, id } of targets) records.push(await intactRelease(context, name, id));
  const unclean = records.filter((record) => record.committed === false);
  if (unclean.length > 0 && uncommitted === 'refuse') {
    const which = unclean.map((record) => `${record.package} ${record.id}`).join(', ');
    throw new ReleaseError(
      `${which} ${unclean.length > 1 ? 'were' : 'was'} built from uncommitted changes: nothing was changed ` +
        '(--allow-uncommitted activates it anyway, and the log says so)',
    );
  }
  // A release's own smoke render does not depend on what else is live: checked once, whatever the retries.
  const renderProblems = await serverRenderProblems(context, records);
  const names = targets.map((target) => target.name);
  const group = canaryPercent !== null && targets.length > 1 ? setGroup(targets) : null;
  const together = targets.length > 1 ? `; in a set with ${setGroup(targets).replace(/,/g, ', ')}` : '';

  const { before, after } = await changeComposition(context, async (composition) => {
    if (onlyIf && !onlyIf(composition)) return { changes: [], entries: [] };
    // Promoting, replacing or re-sharing the running canary of a release set's member acts on the set.
    requireWholeSets(composition, names, (name) => runningCanary(composition.pointers[name]) !== null, {
      verb: canaryPercent === null ? 'activate' : 'change',
      command: (members) =>
        `npm run release -- activate ${members.map((member) => `${member}=<id>`).join(' ')}${canaryPercent === null ? '' : ` --canary ${canaryPercent}`}`,
    });
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
      ...(await problemsOfChange(context.releases, composition, pointers, names, folderOf)),
    ];
    const refusal = forceRefusal(problems, force, forceWithin);
    if (refusal) throw new ReleaseError(`${problems.map((problem) => problem.message).join('\n')}\n${refusal}`);
    const entries: ReleaseLogEntry[] = targets.map(({ name, id }) => {
      const pointer = composition.pointers[name];
      const replaced = composition.unreadable[name] ? '; replaced an unreadable pointer' : '';
      const note = `${together}${reason ? `; ${reason}` : ''}${replaced}${uncommittedNote(records, name, uncommitted)}${forcedNote(problems)}`;
      return canaryPercent === null
        ? logEntry(context.actor, 'activate', name, id, `previous ${pointer.active ?? 'none'}${note}`)
        : logEntry(context.actor, 'canary', name, id, `${canaryPercent}% of visitors${note}`);
    });
    return { changes, entries };
  });
  return { after, notes: uncheckedNotes(before, names) };
}
