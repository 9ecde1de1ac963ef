import { LRUCache } from 'lru-cache';
import { REMOTE_NAMES, type RemoteName } from 'shell/remotes';
import type { EdgeConfig } from '../config';
import type { PackageName } from 'releases/packages/package-names';
import type { PreviewGrant } from 'releases/preview/preview-token';
import { releaseFolder } from 'releases/store/release-store';
import { foreignBuild, releaseBuild, shellReleaseBuild, type DeployedBuild, type ShellBuild } from './deployed-builds';
import { pinnedEntry, releaseFolderUrl, remoteFolder } from './remote-locations';
import type { Served } from './served-releases';

/** Everything one page is composed from: the releases a visitor is served. */
export interface SiteComposition {
  /** Names the combination (and any preview), so each page is composed once per combination. */
  key: string;
  shell: ShellBuild;
  remotes: Record<RemoteName, DeployedBuild | null>;
  /** The remoteEntry.js URL of each remote, for the runtime configuration. */
  entries: Record<RemoteName, string>;
  /** Each package's release, for the runtime configuration (the browser's failure reports name it); null: none. */
  releases: Record<PackageName, string | null>;
  /** The careers release the edge may run the server module of (never one from another host). */
  careers: { id: string; dir: string } | null;
  previews: PreviewGrant[];
}

// Releases read recently: their files stay in memory once read (they never change).
const KEPT_BUILDS = 32;

/** The builds of the releases visitors are served, each read from RELEASES_DIR once. */
export function createReleaseBuilds(config: EdgeConfig): { compose(served: Served): SiteComposition | null } {
  const builds = new LRUCache<string, DeployedBuild | ShellBuild>({ max: KEPT_BUILDS });
  const pinned = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const entry = pinnedEntry(config, name);
      return [name, entry ? { entry, build: foreignBuild(remoteFolder(entry)) } : null];
    }),
  ) as Record<RemoteName, { entry: string; build: DeployedBuild } | null>;

  function shell(id: string): ShellBuild {
    let build = builds.get(`shell/${id}`) as ShellBuild | undefined;
    if (!build) {
      build = shellReleaseBuild(releaseFolder(config.releasesDir, 'shell', id), releaseFolderUrl(config, 'shell', id));
      builds.set(`shell/${id}`, build);
    }
    return build;
  }

  function remote(name: RemoteName, id: string): DeployedBuild {
    let build = builds.get(`${name}/${id}`);
    if (!build) {
      build = releaseBuild(releaseFolder(config.releasesDir, name, id), releaseFolderUrl(config, name, id));
      builds.set(`${name}/${id}`, build);
    }
    return build;
  }

  return {
    compose({ ids, previews }) {
      if (!ids.shell) return null;
      const remotes = {} as Record<RemoteName, DeployedBuild | null>;
      const entries = {} as Record<RemoteName, string>;
      const releases: Record<PackageName, string | null> = {
        shell: ids.shell,
        marketing: null,
        careers: null,
        contact: null,
      };
      for (const name of REMOTE_NAMES) {
        const id = ids[name];
        const outside = pinned[name];
        remotes[name] = outside ? outside.build : id ? remote(name, id) : null;
        // A remote with no release yet gets an address that answers 404: its pages show the
        // failure block, as for a remote that is down, and the rest of the site works.
        entries[name] = outside ? outside.entry : `${releaseFolderUrl(config, name, id ?? 'none')}remoteEntry.js`;
        releases[name] = outside ? null : id;
      }
      const careersId = pinned.careers ? null : ids.careers;
      return {
        key: [
          ids.shell,
          ...REMOTE_NAMES.map((name) => ids[name] ?? '-'),
          ...previews.map((grant) => `preview:${grant.name}`),
        ].join('|'),
        shell: shell(ids.shell),
        remotes,
        entries,
        releases,
        careers: careersId ? { id: careersId, dir: releaseFolder(config.releasesDir, 'careers', careersId) } : null,
        previews,
      };
    },
  };
}
