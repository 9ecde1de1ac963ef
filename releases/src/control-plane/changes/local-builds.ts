import type { ReleaseEnvironment } from '../../model/config/release-environment';
import { activateReleases } from './activate';
import { problemsOfChange } from './check-change';
import { publishBuild } from './publish';
import type { ChangeContext } from './change-context';
import { PACKAGE_NAMES, isRemoteName, type PackageName } from '../../model/packages/package-names';
import { activate, EMPTY_POINTER } from '../../model/pointers/release-pointer';
import { ReleaseError } from '../../model/release-error';
import { provenanceOf } from './build-provenance';
import { contentDigest, readFolderContents } from '../../model/storage/files/folder-contents';

/**
 * Which local builds go live: `missing` only for packages with no active release (`npm run serve`,
 * the test and bench edges), `changed` also for every build that differs from its active release
 * (`npm start`: what you just built is what you see).
 */
export type BootstrapMode = 'missing' | 'changed';

interface Plan {
  name: PackageName;
  dist: string;
  /** An earlier release with exactly this build's files, activated instead of a copy of it. */
  existing: string | null;
}

const LOCAL_BUILD = 'local build';

/** Which builds a checkout has, and which remotes it serves from elsewhere. */
type LocalBuilds = Pick<ReleaseEnvironment, 'localDists' | 'remoteUrls'>;

async function planFor(
  context: ChangeContext,
  config: LocalBuilds,
  name: PackageName,
  active: string | null,
  mode: BootstrapMode,
): Promise<Plan | null> {
  // A remote pinned elsewhere (REMOTE_<NAME>_URL) is not served from releases.
  if (isRemoteName(name) && config.remoteUrls[name]) return null;
  if (mode === 'missing' && active) return null;
  const dist = config.localDists[name];
  let digest: string;
  try {
    digest = contentDigest(await readFolderContents(dist));
  } catch {
    if (active) return null;
    throw new ReleaseError(`${name} has no active release and no build in ${dist}: run npm run build first`);
  }
  const releases = await context.releases.list(name);
  const same = releases.find((record) => record.digest === digest);
  if (same && same.id === active) return null;
  return { name, dist, existing: same?.id ?? null };
}

/**
 * Publishes and activates the local builds the site needs, before a local edge serves it, through
 * the change functions with `context`'s actor: `npm start` and `npm run serve` (`npm run release --
 * local`, which their edge's launcher runs), the test and bench edges' stores. The builds going live
 * are checked before anything is published, as one composition with what else is live, and activated
 * as one release set: visitors never see some of them without the others. A production edge never
 * runs this: there, releases are published and activated through the release service.
 */
export async function publishLocalBuilds(
  context: ChangeContext,
  builds: LocalBuilds,
  mode: BootstrapMode,
  report: (line: string) => void,
): Promise<void> {
  const composition = await context.pointers.read();
  const plans = (
    await Promise.all(
      PACKAGE_NAMES.map((name) => planFor(context, builds, name, composition.pointers[name].active, mode)),
    )
  ).filter((plan): plan is Plan => plan !== null);
  if (plans.length === 0) return;

  const pointers = { ...composition.pointers };
  for (const { name, existing } of plans) {
    const pointer = composition.unreadable[name] ? EMPTY_POINTER : pointers[name];
    pointers[name] = activate(pointer, existing ?? LOCAL_BUILD);
  }
  const names = plans.map((plan) => plan.name);
  const dists = new Map(plans.map((plan) => [plan.name, plan.dist]));
  const problems = await problemsOfChange(context.releases, composition, pointers, names, async (name, id) => {
    const dist = dists.get(name);
    return dist ? { folder: dist, local: true } : { folder: await context.releases.folder(name, id), local: false };
  });
  if (problems.length > 0) {
    throw new ReleaseError(
      `the local builds cannot go live:\n${problems.map((problem) => problem.message).join('\n')}`,
    );
  }

  const targets = [];
  for (const { name, dist, existing } of plans) {
    targets.push({ name, id: existing ?? (await publishBuild(context, name, dist, provenanceOf(name))).id });
  }
  await activateReleases(context, targets, {
    reason: `${LOCAL_BUILD} (${mode === 'changed' ? 'npm start' : 'first start'})`,
    // What a developer just built goes live on their own machine, committed or not.
    uncommitted: 'local',
  });
  for (const [index, { name, dist, existing }] of plans.entries()) {
    report(
      `${name}: ${existing ? 'activated the earlier release' : 'published and activated'} ${targets[index]?.id} from ${dist}`,
    );
  }
}
