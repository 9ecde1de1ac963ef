import { REMOTE_NAMES, type RemoteName } from 'shared-config/site-table';
import type { EdgeConfig } from '../config';
import type { PackageName } from 'releases/model';

/** Where browsers find a release's files: under /releases/ on this edge, or on the RELEASES_URL origin. */
export const releaseFolderUrl = (config: EdgeConfig, name: PackageName, id: string) =>
  `${config.releasesUrl ?? '/releases'}/${name}/${id}/`;

/** The remoteEntry.js URL of a remote pinned to an outside location (REMOTE_<NAME>_URL), or null. */
export function pinnedEntry(config: EdgeConfig, name: RemoteName): string | null {
  const base = config.remoteUrls[name];
  if (!base) return null;
  return base.endsWith('.js') ? base : `${base.replace(/\/+$/, '')}/remoteEntry.js`;
}

/** The folder a remote's files are served from (its remoteEntry.js's folder), ending in '/'. */
export const remoteFolder = (entry: string) => entry.slice(0, entry.lastIndexOf('/') + 1);

/**
 * Origins other than our own that serve code (the releases' static origin, pinned remotes): the
 * Content-Security-Policy must allow exactly these.
 */
export function foreignRemoteOrigins(config: EdgeConfig): string[] {
  const urls = [config.releasesUrl, ...REMOTE_NAMES.map((name) => config.remoteUrls[name])];
  const origins = urls.flatMap((url) => (url && /^https?:\/\//.test(url) ? [new URL(url).origin] : []));
  return [...new Set(origins)];
}
