import { compositionProblems, type CompositionProblem } from '../checks/composition-check';
import { factsOf } from '../checks/release-facts';
import type { PackageName } from '../../model/packages/package-names';
import type { Composition, Pointers } from '../../model/pointers/pointer-set';
import type { ReleaseRecord } from '../../model/releases/release-record';
import type { ReleaseFiles } from '../../model/storage/release-files/release-files';
import type { ChangeContext } from './change-context';
import { smokeRenderRelease } from './smoke-render-release';

/**
 * Where a release's files are: its folder in RELEASES_DIR, or (`npm start`) a local build going live,
 * which the check then names as such.
 */
export type FolderOf = (name: PackageName, id: string) => Promise<{ folder: string; local: boolean }>;

/**
 * What stands against the pointers `after` replacing `before`: every shell and remote release the
 * change brings together, checked on their manifests and route tables. Packages whose pointer cannot
 * be read are left out, unless the change replaces it.
 */
export async function problemsOfChange(
  releases: ReleaseFiles,
  before: Composition,
  after: Pointers,
  replaced: readonly PackageName[],
  folderOf: FolderOf = async (name, id) => ({ folder: await releases.folder(name, id), local: false }),
): Promise<CompositionProblem[]> {
  const skip = new Set((Object.keys(before.unreadable) as PackageName[]).filter((name) => !replaced.includes(name)));
  return compositionProblems(before.pointers, after, skip, async (variant, role) => {
    const { folder, local } = await folderOf(variant.name, variant.id);
    return factsOf(folder, variant.name, variant.id, local ? 'local' : role);
  });
}

/**
 * Why releases going live cannot render their pages on the edge, from their smoke render: one line per
 * problem, in the form of the composition's (`careers <id>: its server module careers.cjs throws
 * rendering the list page: …`). A release published before the smoke render existed has none in its
 * record, and is smoke-rendered now.
 */
export async function serverRenderProblems(
  context: Pick<ChangeContext, 'releases' | 'renderSandbox' | 'smokeRender'>,
  records: readonly ReleaseRecord[],
): Promise<{ message: string }[]> {
  const lines: { message: string }[] = [];
  for (const record of records) {
    const { package: name, id } = record;
    const result =
      record.serverRender ?? (await smokeRenderRelease(context, await context.releases.folder(name, id), name, id));
    for (const problem of result?.problems ?? []) lines.push({ message: `${name} ${id}: ${problem}` });
  }
  return lines;
}

const FORCE_HINT = 'nothing was changed (--force activates it anyway, and the log says so)';

/**
 * How a change's problems end it: null when it may go ahead (none, or all overridden by `force`),
 * else the refusal's last line. `force` overrides only problems among the packages `forceWithin`
 * names (the token's): a problem naming another package (its routes claimed, its releases at odds
 * with this one) stays refused whatever the flag, unless the token covers that package too. A problem
 * naming no package is the release's own (its smoke render). Unset `forceWithin`: every package (a
 * change with no token behind it: `npm start`'s own builds, the tests).
 */
export function forceRefusal(
  problems: readonly { message: string; packages?: readonly PackageName[] }[],
  force: boolean,
  forceWithin?: readonly PackageName[],
): string | null {
  if (problems.length === 0) return null;
  const named = [...new Set(problems.flatMap((problem) => problem.packages ?? []))];
  const others = forceWithin ? named.filter((name) => !forceWithin.includes(name)) : [];
  if (others.length > 0) {
    return (
      `nothing was changed, and --force cannot change that: it overrides the checks of this token's packages only ` +
      `(${forceWithin?.join(', ')}), and these involve ${others.join(' and ')} (a token covering ${[...new Set([...(forceWithin ?? []), ...others])].join(', ')} may override them)`
    );
  }
  return force ? null : FORCE_HINT;
}

export const forcedNote = (overridden: readonly { message: string }[]) =>
  overridden.length > 0
    ? `; checks overridden with --force: ${overridden.map((problem) => problem.message).join(' | ')}`
    : '';

/** Packages left out of the check because their pointer cannot be read: the operator is told. */
export const uncheckedNotes = (before: Composition, replaced: readonly PackageName[]) =>
  (Object.entries(before.unreadable) as [PackageName, string][])
    .filter(([name]) => !replaced.includes(name))
    .map(([name, why]) => `warning: ${why}; ${name} was left out of the check`);
