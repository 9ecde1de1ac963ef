import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { packBuild } from '../control-plane/cli/pack-build';
import { releaseEnvironmentOf } from '../model/config/release-environment';
import { PACKAGE_NAMES, type PackageName } from '../model/packages/package-names';
import { openReleaseStores } from '../model/storage/open-release-stores';
import type { CanarySources } from '../control-plane/canaries/canary-sources';
import { createReleaseService } from '../control-plane/service/service-app';
import type { ServiceLimits } from '../control-plane/service/service-limits';
import { tokenStoreOn, type TokenStore } from '../control-plane/tokens/token-store';
import { remoteBuildFiles, shellBuildFiles, tempDir, writeFiles } from './release-fixtures';

/** What a fixture build holds besides its defaults: extra files, and a remote's routes and exposed modules. */
export interface BuildOptions {
  extra?: Record<string, string>;
  routes?: unknown[];
  exposes?: string[];
}

export interface TestReleaseService {
  app: FastifyInstance;
  releasesDir: string;
  tokens: TokenStore;
  /** A token for `packages` (every package by default), named `name`. */
  token(name: string, packages?: readonly PackageName[]): Promise<string>;
  /** An edge's token, named `name`. */
  edgeToken(name: string): Promise<string>;
  /** The fixture build of a package as the archive a client uploads. */
  archive(name: PackageName, build?: BuildOptions): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * A release service on a fresh data folder (or `dataDir`) with its pointers and tokens as files,
 * driven with `inject`; `logLines` receives its request log when given, `canaries` says where it
 * reads the edges', `limits` how long it waits.
 */
export async function startTestReleaseService(
  logLines?: string[],
  canaries?: CanarySources,
  { dataDir = tempDir('release-service'), limits }: { dataDir?: string; limits?: ServiceLimits } = {},
): Promise<TestReleaseService> {
  const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8123 });
  const stores = await openReleaseStores(environment);
  const tokens = tokenStoreOn(stores.tokens, { refreshMs: 0 });
  const app = await createReleaseService({
    environment,
    stores,
    tokens,
    logger: logLines ? { level: 'trace', stream: { write: (line) => void logLines.push(line) } } : false,
    ...(canaries ? { canaries } : {}),
    ...(limits ? { limits } : {}),
  });
  const builds = tempDir('release-service-builds');
  return {
    app,
    releasesDir: environment.releasesDir,
    tokens,
    token: (name, packages = PACKAGE_NAMES) => tokens.add(name, packages),
    edgeToken: (name) => tokens.addEdge(name),
    async archive(name, { extra = {}, ...remote } = {}) {
      const files = name === 'shell' ? shellBuildFiles(extra) : remoteBuildFiles(name, { extra, ...remote });
      const dist = writeFiles(path.join(builds, `${name}-${Date.now()}-${Math.random()}`), files);
      return packBuild(name, dist);
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(builds, { recursive: true, force: true });
    },
  };
}
