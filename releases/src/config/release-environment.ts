import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-config/site-table';
import { PACKAGE_NAMES, REPO_ROOT, workspaceDir, type PackageName } from '../packages/package-names';

/**
 * What the release commands and every edge read alike from their environment: where releases and
 * pointers live, and which builds a local start publishes. The edge's configuration takes these
 * from here, so the two never disagree about a folder.
 */
export interface ReleaseEnvironment {
  /** The embedded provider's data and this machine's own release state (last good pointers, override). */
  dataDir: string;
  /** Every package's releases, their pointers (without Redis), the log and the preview secret. */
  releasesDir: string;
  redisUrl: string | null;
  /** The key preview links are signed with; null: one generated into RELEASES_DIR. */
  previewSecret: string | null;
  /** The site's public origin when PUBLIC_URL is set (preview links), else null. */
  publicUrl: string | null;
  /** The edge's port on this machine, for links when nothing better is known. */
  port: number;
  /** The builds `npm start` publishes as releases (each package's dist/; the shell's from SHELL_DIST). */
  localDists: Record<PackageName, string>;
  /** A remote pinned to an outside location (REMOTE_<NAME>_URL) instead of its releases, or null. */
  remoteUrls: Record<RemoteName, string | null>;
  /**
   * The emergency override an edge on this machine obeys before the shared pointers
   * (RELEASE_OVERRIDE_FILE, default DATA_DIR/release-override.json).
   */
  overrideFile: string;
  /** Where an edge keeps the last pointer set it served, to start from when the store is unreachable. */
  lastGoodFile: string;
}

export function envText(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function port(env: NodeJS.ProcessEnv): number {
  const raw = envText(env, 'PORT');
  const value = raw === null ? 8080 : Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`PORT must be a whole number, got '${raw}'`);
  return value;
}

/** Each package's dist/; SHELL_DIST lets the bench publish its single-bundle build as a second site's shell. */
function localDists(env: NodeJS.ProcessEnv): Record<PackageName, string> {
  const dists = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, path.join(workspaceDir(name), 'dist')]));
  const shell = envText(env, 'SHELL_DIST');
  return { ...dists, ...(shell ? { shell: path.resolve(shell) } : {}) } as Record<PackageName, string>;
}

export function readReleaseEnvironment(env: NodeJS.ProcessEnv = process.env): ReleaseEnvironment {
  const dataDir = path.resolve(envText(env, 'DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  return {
    dataDir,
    releasesDir: path.resolve(envText(env, 'RELEASES_DIR') ?? path.join(dataDir, 'releases')),
    redisUrl: envText(env, 'REDIS_URL'),
    previewSecret: envText(env, 'PREVIEW_SECRET'),
    publicUrl: envText(env, 'PUBLIC_URL'),
    port: port(env),
    localDists: localDists(env),
    remoteUrls: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, envText(env, `REMOTE_${name.toUpperCase()}_URL`)]),
    ) as Record<RemoteName, string | null>,
    overrideFile: path.resolve(envText(env, 'RELEASE_OVERRIDE_FILE') ?? path.join(dataDir, 'release-override.json')),
    lastGoodFile: path.join(dataDir, 'release-pointers.last-good.json'),
  };
}
