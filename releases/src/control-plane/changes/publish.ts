import type { PackageName } from '../../model/packages/package-names';
import { logEntry } from '../../model/log/release-log';
import type { Provenance, ReleaseRecord } from '../../model/releases/release-record';
import type { ChangeContext } from './change-context';
import { smokeRenderRelease } from './smoke-render-release';

/**
 * Stores a production build as a new release and logs it; the release counts as published once its
 * log line is written (the release files' `publish` says what a crash at each step leaves). Its server modules are
 * smoke-rendered on the way, and what that found is kept in its record: a release that fails is
 * stored all the same (a preview shows the team what is wrong), but activation refuses it.
 */
export async function publishBuild(
  context: ChangeContext,
  name: PackageName,
  dist: string,
  provenance: Provenance,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReleaseRecord> {
  // The log must be writable before anything is stored (Redis down fails here, with nothing copied).
  await context.pointers.read();
  return context.releases.publish({
    name,
    dist,
    provenance,
    signal,
    checkServerRender: (folder, id) => smokeRenderRelease(context, folder, name, id),
    commit: async (record) => {
      const from = [
        provenance.version && `version ${provenance.version}`,
        provenance.commit && `commit ${provenance.commit}`,
      ];
      if (provenance.committed === false) from.push('with uncommitted changes');
      if (record.serverRender?.problems.length) from.push('its server render failed');
      await context.pointers.append(
        logEntry(context.actor, 'publish', name, record.id, from.filter(Boolean).join(', ')),
      );
    },
  });
}
