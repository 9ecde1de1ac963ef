import type { ReleaseEnvironment } from '../config/release-environment';
import { compatibilityProblems, type ReleaseFacts } from '../checks/compatibility-check';
import { provenanceOf } from '../store/build-provenance';
import { contentDigest, readFolderContents } from '../store/folder-contents';
import { openPointerStore } from '../pointers/open-pointer-store';
import { PACKAGE_NAMES, isRemoteName, workspaceDir, type PackageName } from '../packages/package-names';
import { activateRelease, publishBuild, type ReleaseContext } from '../commands/release-commands';
import { ReleaseError } from '../release-error';
import { factsOf, liveFacts } from '../checks/release-facts';
import { releaseActor } from '../log/release-log';
import { listRecords } from '../store/release-store';

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

async function planFor(
  config: ReleaseEnvironment,
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
  const releases = await listRecords(config.releasesDir, name);
  const same = releases.find((record) => record.digest === digest);
  if (same && same.id === active) return null;
  return { name, dist, existing: same?.id ?? null };
}

/**
 * Publishes and activates the local builds the site needs, before a local edge serves it: one path
 * for `npm start`, `npm run serve`, the Playwright edges and the bench. The builds going live
 * together are checked together, as one composition with what else is live. A production edge
 * never runs this: there, releases are published and activated with `npm run release`.
 */
export async function bootstrapLocalReleases(
  config: ReleaseEnvironment,
  mode: BootstrapMode,
  report: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const store = await openPointerStore(config);
  try {
    const context: ReleaseContext = { releasesDir: config.releasesDir, store, actor: releaseActor(env) };
    const pointers = await store.readAll();
    const plans = (
      await Promise.all(PACKAGE_NAMES.map((name) => planFor(config, name, pointers[name].active, mode)))
    ).filter((plan): plan is Plan => plan !== null);
    if (plans.length === 0) return;

    const fresh = await Promise.all(
      plans.map(({ name, dist, existing }) => factsOf(dist, name, existing ?? LOCAL_BUILD, 'local')),
    );
    const live = await liveFacts(
      config.releasesDir,
      pointers,
      plans.map((plan) => plan.name),
    );
    // Each pair once: a fresh shell against the remotes staying live, every fresh remote against
    // whichever shells will be live (staying, or fresh).
    const problems = fresh.flatMap((facts: ReleaseFacts) => {
      const others = facts.name === 'shell' ? live : [...live, ...fresh.filter((other) => other !== facts)];
      return compatibilityProblems({ ...facts, role: 'candidate' }, others);
    });
    if (problems.length > 0) throw new ReleaseError(`the local builds cannot go live:\n${problems.join('\n')}`);

    for (const { name, dist, existing } of plans) {
      const id = existing ?? (await publishBuild(context, name, dist, provenanceOf(workspaceDir(name)))).id;
      await activateRelease(context, name, id, {
        reason: `${LOCAL_BUILD} (${mode === 'changed' ? 'npm start' : 'first start'})`,
        checked: true,
      });
      report(`${name}: ${existing ? 'activated the earlier release' : 'published and activated'} ${id} from ${dist}`);
    }
  } finally {
    await store.close();
  }
}
