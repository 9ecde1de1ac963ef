import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { routeSchemaGaps } from 'provider-api/route-schema-gaps';
import { createEdgeApp } from '../app';
import { readEdgeConfig } from '../config';

// Every API route as fastify registers it, HEAD twins left out, told by the onRoute hook.
async function apiRoutes(): Promise<RouteOptions[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edge-routes-'));
  const routes: RouteOptions[] = [];
  const config = readEdgeConfig({ DATA_DIR: dataDir, PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'routes' });
  const app = await createEdgeApp(config, { logger: false, onRoute: (route) => void routes.push(route) });
  try {
    await app.ready();
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return routes;
}

describe("the edge's API routes", () => {
  it('each declare a schema for their params, query, body and answers', async () => {
    const routes = (await apiRoutes()).filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    expect(routeSchemaGaps(routes)).toEqual([]);
  });
});
