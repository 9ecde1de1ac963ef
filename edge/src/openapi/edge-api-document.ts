import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEdgeApp } from '../app';
import { readEdgeConfig } from '../config';

/**
 * The OpenAPI document of the edge's API, from its route schemas: the edge is built (on an empty,
 * throw-away data folder, pointed at no provider) but never listens.
 */
export async function edgeApiDocument(): Promise<unknown> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'edge-openapi-'));
  try {
    const config = readEdgeConfig({ DATA_DIR: dataDir, PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'openapi' });
    const app = await createEdgeApp(config, { logger: false });
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
