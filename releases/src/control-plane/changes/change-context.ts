import type { RenderSandboxSettings } from 'render-sandbox';
import type { PackageName } from '../../model/packages/package-names';
import { ReleaseError } from '../../model/release-error';
import { isReleaseId } from '../../model/releases/release-id';
import type { ReleaseRecord, ServerRenderResult } from '../../model/releases/release-record';
import type { ReleaseStores } from '../../model/storage/open-release-stores';

/**
 * What every change function works with: the stores it changes (opened by `openReleaseStores`) and
 * who the log names for it. The service's routes, `npm start`'s own publish and activation, a
 * release command without a service, the edges' halts and served marks (through the service) and
 * the tests: every change of the live site comes through a change function with one of these.
 */
export interface ChangeContext extends Pick<ReleaseStores, 'releases' | 'pointers' | 'served'> {
  /** Who the log names: a token's name, `RELEASE_ACTOR` or the operating-system user, `edge`, `test`. */
  actor: string;
  /** The deadlines and ceilings a release's server module is smoke-rendered with (the edges'); unset: from the environment. */
  renderSandbox?: RenderSandboxSettings;
  /**
   * How a release's server modules are smoke-rendered (at its publish, or before an older release
   * with no smoke render in its record goes live); unset: in the render sandbox
   * (smoke-render-release.ts). The test fixtures keep a clean result for files published again.
   */
  smokeRender?: SmokeRender;
}

/** The change context of `stores` for a change made by `actor`. */
export const changesBy = (
  stores: Pick<ReleaseStores, 'releases' | 'pointers' | 'served'>,
  actor: string,
  extra: Pick<ChangeContext, 'renderSandbox' | 'smokeRender'> = {},
): ChangeContext => ({ releases: stores.releases, pointers: stores.pointers, served: stores.served, actor, ...extra });

/** The smoke render of the server modules of a release folder, null when it has none. */
export type SmokeRender = (folder: string, name: PackageName, id: string) => Promise<ServerRenderResult | null>;

/** One release of one package, as `<name>=<id>` names it on the command line. */
export interface ReleaseTarget {
  name: PackageName;
  id: string;
}

/** The record of a release that exists, whose files are still exactly what was published. */
export async function intactRelease(
  context: Pick<ChangeContext, 'releases'>,
  name: PackageName,
  id: string,
): Promise<ReleaseRecord> {
  if (!isReleaseId(id)) throw new ReleaseError(`'${id}' is not a release id (see: release -- list ${name})`);
  const record = await context.releases.record(name, id);
  if (!record && (await context.releases.isUnfinished(name, id))) {
    throw new ReleaseError(
      `${name} ${id} is still being published, or its publish stopped before it finished (npm run release -- gc removes what it left)`,
    );
  }
  if (!record)
    throw new ReleaseError(
      `${name} has no release ${id} in ${context.releases.location} (see: release -- list ${name})`,
    );
  const damage = await context.releases.verify(record);
  if (damage) throw new ReleaseError(`${damage}: publish it again`);
  return record;
}

/** Refuses a command naming one package twice (`shell=a shell=b`). */
export function distinctNames(names: readonly PackageName[]): void {
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new ReleaseError(`${twice} is named twice: give each package once`);
}
