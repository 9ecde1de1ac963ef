import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { packBuild } from '../cli/pack-build';
import { releaseEnvironmentOf } from '../config/release-environment';
import { PACKAGE_NAMES, type PackageName } from '../packages/package-names';
import { createFilePointerStore } from '../pointers/file-pointer-store';
import type { CanarySources } from '../service/routes/canaries/canary-sources';
import { createReleaseService } from '../service/service-app';
import { fileTokenBackend } from '../tokens/file-token-backend';
import { tokenStoreOn, type TokenStore } from '../tokens/token-store';
import { remoteBuildFiles, shellBuildFiles, tempDir, writeFiles } from './release-fixtures';

export interface TestReleaseService {
  app: FastifyInstance;
  releasesDir: string;
  tokens: TokenStore;
  /** A token for `packages` (every package by default), named `name`. */
  token(name: string, packages?: readonly PackageName[]): Promise<string>;
  /** The fixture build of a package as the archive a client uploads. */
  archive(name: PackageName, extra?: Record<string, string>): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * A release service on a fresh data folder with its pointers and tokens as files, driven with
 * `inject`; `logLines` receives its request log when given, `canaries` says where it reads the edges'.
 */
export async function startTestReleaseService(
  logLines?: string[],
  canaries?: CanarySources,
): Promise<TestReleaseService> {
  const dataDir = tempDir('release-service');
  const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8123 });
  const tokens = tokenStoreOn(fileTokenBackend(environment.releasesDir), { refreshMs: 0 });
  const app = await createReleaseService({
    environment,
    store: createFilePointerStore(environment.releasesDir),
    tokens,
    redisLocation: null,
    logger: logLines ? { level: 'trace', stream: { write: (line) => void logLines.push(line) } } : false,
    ...(canaries ? { canaries } : {}),
  });
  const builds = tempDir('release-service-builds');
  return {
    app,
    releasesDir: environment.releasesDir,
    tokens,
    token: (name, packages = PACKAGE_NAMES) => tokens.add(name, packages),
    async archive(name, extra = {}) {
      const files = name === 'shell' ? shellBuildFiles(extra) : remoteBuildFiles(name, { extra });
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
