import type { ReleaseEnvironment } from '../../model/config/release-environment';
import { intactRelease } from '../changes/change-context';
import { isPackageName, type PackageName } from '../../model/packages/package-names';
import { readOverride, writeOverride, type EmergencyOverride } from '../../edge/pointers/emergency-override';
import { loadLastGood } from '../../edge/pointers/last-good-pointers';
import { openReleaseFiles, openReleaseStores } from '../../model/storage/open-release-stores';
import type { ReleasePointer } from '../../model/pointers/release-pointer';
import { runningCanary } from '../../model/pointers/release-pointer';
import { ReleaseError } from '../../model/release-error';

/** The pointer the edges of this machine serve by: the shared one if it can be read, else their last good one. */
async function servedPointer(environment: ReleaseEnvironment, name: PackageName): Promise<ReleasePointer | null> {
  try {
    const stores = await openReleaseStores(environment);
    try {
      return (await stores.pointers.read()).pointers[name];
    } finally {
      await stores.close();
    }
  } catch {
    return (await loadLastGood(environment.lastGoodFile))?.pointers[name] ?? null;
  }
}

function describe(override: EmergencyOverride): string[] {
  const lines = Object.entries(override).map(([name, rule]) =>
    rule && 'pin' in rule
      ? `${name}: pinned to ${rule.pin} (by ${rule.by}, ${rule.at})`
      : `${name}: canary ${rule?.halt} halted (by ${rule?.by}, ${rule?.at})`,
  );
  return lines.length > 0 ? lines : ['No emergency override: the edges follow the shared pointers.'];
}

/**
 * `release -- override ...`: writes the emergency override that the edges of this machine (those
 * reading the same DATA_DIR, or RELEASE_OVERRIDE_FILE) obey within a second, before the shared
 * pointers and without Redis.
 */
export async function overrideCommand(
  args: readonly string[],
  environment: ReleaseEnvironment,
  actor: string,
  out: (line: string) => void,
): Promise<void> {
  const [action, rawName, id] = args;
  const file = environment.overrideFile;
  const override = await readOverride(file);
  const name = rawName === undefined ? null : rawName;
  if (name !== null && !isPackageName(name)) throw new ReleaseError(`unknown package '${name}'`);
  const at = new Date().toISOString();
  switch (action) {
    case 'show':
    case undefined:
      describe(override).forEach(out);
      return;
    case 'halt': {
      if (!name) throw new ReleaseError('which package? override halt <name>');
      const pointer = await servedPointer(environment, name);
      const canary = pointer ? runningCanary(pointer) : null;
      if (!canary)
        throw new ReleaseError(`no canary of ${name} is running on the edges of this machine: nothing was changed`);
      await writeOverride(file, { ...override, [name]: { halt: canary.id, by: actor, at } });
      out(`${name}: the canary ${canary.id} is halted on the edges reading ${file}, within a second.`);
      out('Once Redis answers, they halt it in the shared pointers too. Run this on every edge machine meanwhile.');
      return;
    }
    case 'pin': {
      if (!name || !id) throw new ReleaseError('which release? override pin <name> <id>');
      await intactRelease({ releases: openReleaseFiles(environment) }, name, id);
      await writeOverride(file, { ...override, [name]: { pin: id, by: actor, at } });
      out(`${name}: ${id} is served to every visitor of the edges reading ${file}, whatever the shared pointers say.`);
      out(`It stays until: npm run release -- override clear ${name}`);
      return;
    }
    case 'clear': {
      const next = { ...override };
      if (name) delete next[name];
      await writeOverride(file, name ? next : {});
      out(name ? `${name}: the edges of this machine follow the shared pointers again.` : 'Every override is cleared.');
      return;
    }
    default:
      throw new ReleaseError(`unknown override '${action}': halt, pin, clear or show`);
  }
}
