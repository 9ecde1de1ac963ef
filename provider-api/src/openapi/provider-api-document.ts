import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createProviderApp } from '../app/create-provider-app';

/**
 * The OpenAPI document of provider-api, from its route schemas: the app is built (on an empty,
 * throw-away database) but never listens.
 */
export async function providerApiDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'provider-api-openapi-'));
  try {
    const { app } = await createProviderApp({ token: 'openapi-document', dataDir, seed: false });
    try {
      return app.swagger();
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
