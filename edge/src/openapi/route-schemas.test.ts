import type { RouteOptions } from 'fastify';
import { routeSchemaGaps } from 'provider-api/route-schema-gaps';
import { startEdgeInProcess } from '../test-support/test-edge';

// Every API route as fastify registers it, HEAD twins left out, told by the onRoute hook.
async function apiRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const { app } = await startEdgeInProcess(
    { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'routes' },
    { listen: false, onRoute: (route) => void routes.push(route) },
  );
  try {
    await app.ready();
  } finally {
    await app.close();
  }
  return routes;
}

describe("the edge's API routes", () => {
  it('each declare a schema for their params, query, body and answers', async () => {
    const routes = (await apiRoutes()).filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');
    expect(routeSchemaGaps(routes)).toEqual([]);
  });
});
