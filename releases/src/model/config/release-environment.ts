import path from 'node:path';
import type { Static } from '@sinclair/typebox';
import { readEnvironment } from 'shared-config/environment';
import { REMOTE_NAMES, type RemoteName } from 'shared-config/site-table';
import { PACKAGE_NAMES, type PackageName } from '../packages/package-names';
import { workspaceDir } from '../packages/package-workspaces';
import { REPO_ROOT } from 'shared-config/server';
import { RELEASE_ENVIRONMENT } from './release-environment-schema';
import type { ObjectStoreLocation } from '../storage/object-store/object-store';

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
  /** The bucket holding the release files (RELEASES_BUCKET and its settings), or null: the folder RELEASES_DIR. */
  objectStore: ObjectStoreLocation | null;
  /** Where this machine keeps the releases it fetched from the bucket (RELEASE_CACHE_DIR). */
  releaseCacheDir: string;
}

type ReleaseVariables = Static<typeof RELEASE_ENVIRONMENT>;

// REMOTE_MARKETING_URL: the schema names one variable per remote, and the compiler checks it does.
const remoteVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase() as Uppercase<RemoteName>}_URL` as const;

/** Each package's dist/; SHELL_DIST lets the bench publish its single-bundle build as a second site's shell. */
function localDists(shell: string | undefined): Record<PackageName, string> {
  const dists = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, path.join(workspaceDir(name), 'dist')]));
  return { ...dists, ...(shell ? { shell: path.resolve(shell) } : {}) } as Record<PackageName, string>;
}

/** The bucket the variables name, or null. */
function objectStoreOf(variables: ReleaseVariables): ObjectStoreLocation | null {
  if (!variables.RELEASES_BUCKET) return null;
  const pathStyle = variables.RELEASES_S3_PATH_STYLE ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') {
    throw new Error(`RELEASES_S3_PATH_STYLE must be true or false, got '${pathStyle}'`);
  }
  const endpoint = variables.RELEASES_S3_ENDPOINT ?? null;
  if (endpoint !== null) {
    let url: URL | null = null;
    try {
      url = new URL(endpoint);
    } catch {
      // Said below.
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`RELEASES_S3_ENDPOINT must be an http(s) URL, got '${endpoint}'`);
    }
  }
  const prefix = variables.RELEASES_PREFIX ?? '';
  return {
    bucket: variables.RELEASES_BUCKET,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    endpoint,
    region: variables.RELEASES_S3_REGION ?? 'us-east-1',
    forcePathStyle: pathStyle === 'true',
  };
}

/** The release environment from its variables, once read and checked (the edge reads them with its own). */
export function releaseEnvironmentOf(variables: ReleaseVariables): ReleaseEnvironment {
  const dataDir = path.resolve(variables.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    dataDir,
    releasesDir: path.resolve(variables.RELEASES_DIR ?? path.join(dataDir, 'releases')),
    redisUrl: variables.REDIS_URL ?? null,
    previewSecret: variables.PREVIEW_SECRET ?? null,
    publicUrl: variables.PUBLIC_URL ?? null,
    port: variables.PORT,
    localDists: localDists(variables.SHELL_DIST),
    remoteUrls: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, variables[remoteVariable(name)] ?? null]),
    ) as Record<RemoteName, string | null>,
    overrideFile: path.resolve(variables.RELEASE_OVERRIDE_FILE ?? path.join(dataDir, 'release-override.json')),
    lastGoodFile: path.join(dataDir, 'release-pointers.last-good.json'),
    objectStore: objectStoreOf(variables),
    releaseCacheDir: path.resolve(variables.RELEASE_CACHE_DIR ?? path.join(dataDir, 'release-cache')),
  };
}

/** The release environment (release-environment-schema.ts declares each variable). */
export const readReleaseEnvironment = (env: NodeJS.ProcessEnv = process.env): ReleaseEnvironment =>
  releaseEnvironmentOf(readEnvironment(RELEASE_ENVIRONMENT, env));
