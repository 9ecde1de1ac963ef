import path from 'node:path';
import type { Static } from '@sinclair/typebox';
import { readEnvironment } from 'shared-config/environment';
import { REMOTE_NAMES, type RemoteName } from 'shared-config/site-table';
import { PACKAGE_NAMES, workspaceDir, type PackageName } from '../packages/package-names';
import { REPO_ROOT } from 'shared-config/server';
import { RELEASE_ENVIRONMENT } from './release-environment-schema';

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

type ReleaseVariables = Static<typeof RELEASE_ENVIRONMENT>;

// REMOTE_MARKETING_URL: the schema names one variable per remote, and the compiler checks it does.
const remoteVariable = (name: RemoteName) => `REMOTE_${name.toUpperCase() as Uppercase<RemoteName>}_URL` as const;

/** Each package's dist/; SHELL_DIST lets the bench publish its single-bundle build as a second site's shell. */
function localDists(shell: string | undefined): Record<PackageName, string> {
  const dists = Object.fromEntries(PACKAGE_NAMES.map((name) => [name, path.join(workspaceDir(name), 'dist')]));
  return { ...dists, ...(shell ? { shell: path.resolve(shell) } : {}) } as Record<PackageName, string>;
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
  };
}

/** The release environment (release-environment-schema.ts declares each variable). */
export const readReleaseEnvironment = (env: NodeJS.ProcessEnv = process.env): ReleaseEnvironment =>
  releaseEnvironmentOf(readEnvironment(RELEASE_ENVIRONMENT, env));
