import { REMOTE_NAMES, type RemoteName } from 'shell/remotes';
import type { EdgeConfig } from '../config';

/** The remoteEntry.js URL the browser registers for each remote: from the environment, or the local dist/. */
export function remoteEntries(config: EdgeConfig): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const base = config.remoteUrls[name];
      if (!base) return [name, `/remotes/${name}/remoteEntry.js`];
      return [name, base.endsWith('.js') ? base : `${base.replace(/\/+$/, '')}/remoteEntry.js`];
    }),
  ) as Record<RemoteName, string>;
}

/** The folder a remote's files are served from (its remoteEntry.js's folder), ending in '/'. */
export const remoteFolder = (entry: string) => entry.slice(0, entry.lastIndexOf('/') + 1);

/** Origins other than our own that serve code: the Content-Security-Policy must allow exactly these. */
export function foreignRemoteOrigins(config: EdgeConfig): string[] {
  const origins = REMOTE_NAMES.flatMap((name) => {
    const url = config.remoteUrls[name];
    return url && /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
  });
  return [...new Set(origins)];
}
