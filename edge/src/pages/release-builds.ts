import { LRUCache } from 'lru-cache';
import type { EdgeConfig } from '../config';
import { type PackageName, type PreviewGrant, releaseFolder } from 'releases/model';
import { composeSiteTable, REMOTE_NAMES, type RemoteName, type SiteTable } from 'shared-config/site-table';
import {
  foreignBuild,
  remoteReleaseBuild,
  shellReleaseBuild,
  type RemoteBuild,
  type ShellBuild,
} from './deployed-builds';
import { pinnedEntry, releaseFolderUrl, remoteFolder } from './remote-locations';
import type { Served } from './served-releases';

/** Everything one page is composed from: the releases a visitor is served. */
export interface SiteComposition {
  /** Names the combination (and any preview), so each page is composed once per combination. */
  key: string;
  shell: ShellBuild;
  remotes: Record<RemoteName, RemoteBuild | null>;
  /**
   * The site's route table composed from these releases: the shell's rules and each remote's declared
   * routes (composed once per combination); null when the shell release ships no rules.
   */
  table(): Promise<SiteTable | null>;
  /** The remoteEntry.js URL of each remote, for the runtime configuration. */
  entries: Record<RemoteName, string>;
  /** Each package's release, for the runtime configuration (the browser's failure reports name it); null: none. */
  releases: Record<PackageName, string | null>;
  /** The shell release, whose frame renderer the edge runs (frames.ts). */
  shellRelease: { id: string; dir: string };
  /** The careers release the edge may run the server module of (never one from another host). */
  careers: { id: string; dir: string } | null;
  previews: PreviewGrant[];
}

// Releases read recently: their files stay in memory once read (they never change).
const KEPT_BUILDS = 32;
// Route tables of recent combinations of releases.
const KEPT_TABLES = 64;

/** The route table of a shell and the remotes served with it. */
async function composeTable(
  shell: ShellBuild,
  remotes: Record<RemoteName, RemoteBuild | null>,
): Promise<SiteTable | null> {
  const rules = await shell.rules.read();
  if (!rules) return null;
  const declared = await Promise.all(
    REMOTE_NAMES.map(async (name) => [name, (await remotes[name]?.routes.read())?.routes ?? null] as const),
  );
  return composeSiteTable(rules, Object.fromEntries(declared)).table;
}

/** The builds of the releases visitors are served, each read from RELEASES_DIR once. */
export function createReleaseBuilds(config: EdgeConfig): { compose(served: Served): SiteComposition | null } {
  const builds = new LRUCache<string, RemoteBuild | ShellBuild>({ max: KEPT_BUILDS });
  const tables = new LRUCache<string, Promise<SiteTable | null>>({ max: KEPT_TABLES });
  const pinned = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const entry = pinnedEntry(config, name);
      return [name, entry ? { entry, build: foreignBuild(name, remoteFolder(entry)) } : null];
    }),
  ) as Record<RemoteName, { entry: string; build: RemoteBuild } | null>;

  function shell(id: string): ShellBuild {
    let build = builds.get(`shell/${id}`) as ShellBuild | undefined;
    if (!build) {
      build = shellReleaseBuild(
        releaseFolder(config.releaseFilesDir, 'shell', id),
        releaseFolderUrl(config, 'shell', id),
      );
      builds.set(`shell/${id}`, build);
    }
    return build;
  }

  function remote(name: RemoteName, id: string): RemoteBuild {
    let build = builds.get(`${name}/${id}`) as RemoteBuild | undefined;
    if (!build) {
      build = remoteReleaseBuild(
        name,
        releaseFolder(config.releaseFilesDir, name, id),
        releaseFolderUrl(config, name, id),
      );
      builds.set(`${name}/${id}`, build);
    }
    return build;
  }

  return {
    compose({ ids, previews }) {
      if (!ids.shell) return null;
      const remotes = {} as Record<RemoteName, RemoteBuild | null>;
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
      const key = [
        ids.shell,
        ...REMOTE_NAMES.map((name) => ids[name] ?? '-'),
        ...previews.map((grant) => `preview:${grant.name}`),
      ].join('|');
      const shellBuild = shell(ids.shell);
      // The releases' part of the key: a preview of the same releases composes the same table.
      const tableKey = [ids.shell, ...REMOTE_NAMES.map((name) => ids[name] ?? '-')].join('|');
      return {
        key,
        shell: shellBuild,
        remotes,
        table() {
          // A remote on another host may change its routes.json under the same name: read it each time.
          if (REMOTE_NAMES.some((name) => pinned[name])) return composeTable(shellBuild, remotes);
          let table = tables.get(tableKey);
          if (!table) tables.set(tableKey, (table = composeTable(shellBuild, remotes)));
          return table;
        },
        entries,
        releases,
        shellRelease: { id: ids.shell, dir: releaseFolder(config.releaseFilesDir, 'shell', ids.shell) },
        careers: careersId ? { id: careersId, dir: releaseFolder(config.releaseFilesDir, 'careers', careersId) } : null,
        previews,
      };
    },
  };
}
