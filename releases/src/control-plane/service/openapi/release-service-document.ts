import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { releaseEnvironmentOf } from '../../../model/config/release-environment';
import { openReleaseStores } from '../../../model/storage/open-release-stores';
import { createReleaseService } from '../service-app';

/**
 * The OpenAPI document of the release service, from its route schemas: the service is built (on an
 * empty, throw-away data folder) but never listens.
 */
export async function releaseServiceDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'release-service-openapi-'));
  try {
    const environment = releaseEnvironmentOf({ DATA_DIR: dataDir, PORT: 8080 });
    const app = await createReleaseService({
      environment,
      stores: await openReleaseStores(environment),
      logger: false,
      consoleDir: null,
    });
    try {
      await app.ready();
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
