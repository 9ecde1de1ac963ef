import type { RenderSandboxSettings } from 'render-sandbox';
import type { ServerRenderResult } from '../checks/server-render-check';
import type { PackageName } from '../packages/package-names';
import type { PointerStore } from '../pointers/pointer-store';
import { ReleaseError } from '../release-error';
import { isReleaseId } from '../store/release-id';
import type { ReleaseRecord } from '../store/release-record';
import { isUnfinished, readRecord, verifyRelease } from '../store/release-store';

/** What every release command works with. */
export interface ReleaseContext {
  releasesDir: string;
  store: PointerStore;
  /** Who the log names. */
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

/** The smoke render of the server modules of a release folder, null when it has none. */
export type SmokeRender = (folder: string, name: PackageName, id: string) => Promise<ServerRenderResult | null>;

/** One release of one package, as `<name>=<id>` names it on the command line. */
export interface ReleaseTarget {
  name: PackageName;
  id: string;
}

/** The record of a release that exists, whose files are still exactly what was published. */
export async function intactRelease(
  context: Pick<ReleaseContext, 'releasesDir'>,
  name: PackageName,
  id: string,
): Promise<ReleaseRecord> {
  if (!isReleaseId(id)) throw new ReleaseError(`'${id}' is not a release id (see: release -- list ${name})`);
  const record = await readRecord(context.releasesDir, name, id);
  if (!record && (await isUnfinished(context.releasesDir, name, id))) {
    throw new ReleaseError(
      `${name} ${id} is still being published, or its publish stopped before it finished (npm run release -- gc removes what it left)`,
    );
  }
  if (!record)
    throw new ReleaseError(`${name} has no release ${id} in ${context.releasesDir} (see: release -- list ${name})`);
  const damage = await verifyRelease(context.releasesDir, record);
  if (damage) throw new ReleaseError(`${damage}: publish it again`);
  return record;
}

/** Refuses a command naming one package twice (`shell=a shell=b`). */
export function distinctNames(names: readonly PackageName[]): void {
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new ReleaseError(`${twice} is named twice: give each package once`);
}
