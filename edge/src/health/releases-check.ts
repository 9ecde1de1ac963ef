import type { EdgeConfig } from '../config';
import type { Served } from '../pages/served-releases';
import type { SiteReleases } from '../pages/site-releases';
import { PACKAGE_NAMES, isRemoteName } from 'releases/model';
import type { ReadinessCheck } from './readiness';

/**
 * The active releases are loaded: the pointers have been read, every package this edge serves from
 * its releases has an active one, and the shell's page template and the composed route table can be read.
 */
export function releasesCheck(releases: SiteReleases, config: EdgeConfig): ReadinessCheck {
  // A remote pinned to an outside location (REMOTE_<NAME>_URL) needs no release.
  const released = PACKAGE_NAMES.filter((name) => !(isRemoteName(name) && config.remoteUrls[name]));
  return {
    name: 'releases',
    async check() {
      if (!releases.watcher.hasRead()) return 'release pointers not read yet';
      const pointers = releases.watcher.current();
      const missing = released.filter((name) => !pointers[name].active);
      if (missing.length > 0) return `no active release of ${missing.join(', ')}`;
      const ids = Object.fromEntries(
        PACKAGE_NAMES.map((name) => [name, released.includes(name) ? pointers[name].active : null]),
      ) as Served['ids'];
      const site = releases.compose({ ids, previews: [], personal: false });
      const [template, table] = site ? await Promise.all([site.shell.indexHtml.read(), site.table()]) : [];
      return template && table ? null : 'the active shell release cannot be read';
    },
  };
}
