import { REMOTE_NAMES, type RemoteName } from '../../src/remotes/remote-page-ids';
import type { EdgeConfig } from '../config';

/** The manifest URL the browser registers for each remote: from the environment, or the local dist/. */
export function remoteEntries(config: EdgeConfig): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const base = config.remoteUrls[name];
      if (!base) return [name, `/remotes/${name}/mf-manifest.json`];
      return [name, /\.(json|js)$/.test(base) ? base : `${base.replace(/\/+$/, '')}/mf-manifest.json`];
    }),
  ) as Record<RemoteName, string>;
}

/** Origins other than our own that serve code: the Content-Security-Policy must allow exactly these. */
export function foreignRemoteOrigins(config: EdgeConfig): string[] {
  const origins = REMOTE_NAMES.flatMap((name) => {
    const url = config.remoteUrls[name];
    return url && /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
  });
  return [...new Set(origins)];
}
