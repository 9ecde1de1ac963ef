import type { RouteOptions } from 'fastify';
import { releaseEnvironmentOf } from '../../model/config/release-environment';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { tempDir, writeFiles } from '../../test-support/release-fixtures';
import { createReleaseService } from './service-app';

// Every route as fastify registers it, HEAD twins left out.
async function apiRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const environment = releaseEnvironmentOf({ DATA_DIR: tempDir('release-service-routes'), PORT: 8080 });
  const consoleDir = writeFiles(tempDir('release-console-build'), {
    'index.html': '<!doctype html><title>Release console</title>',
    'main.0123456789.js': '',
  });
  const app = await createReleaseService({
    environment,
    stores: await openReleaseStores(environment),
    consoleDir,
    onRoute: (route) => void routes.push(route),
  });
  await app.ready();
  await app.close();
  return routes.filter((route) => route.method !== 'HEAD');
}

describe("the release service's routes", () => {
  it('all live under /api/, leaving the rest to the console (its page and files, hidden from the API document)', async () => {
    const outside = (await apiRoutes()).filter((route) => !route.url.startsWith('/api/'));
    expect(outside.map((route) => route.url).sort()).toEqual(['/*', '/index.html', '/main.0123456789.js']);
    const reads = (route: RouteOptions) =>
      [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    expect(outside.filter((route) => !reads(route) || route.schema?.hide !== true)).toEqual([]);
  });

  it('each declare their params, query, body (the archive: documented) and answers, and run a permission check unless they are health or metrics', async () => {
    const routes = (await apiRoutes()).filter((route) => route.url.startsWith('/api/'));
    const gaps = routes.flatMap((route) => {
      const schema = route.schema ?? {};
      const name = `${String(route.method)} ${route.url}`;
      const missing: string[] = [];
      if (route.url.includes(':') && !schema.params) missing.push('params');
      if (route.method === 'GET' && !schema.querystring) missing.push('querystring');
      if (route.method === 'POST' && !schema.body && !route.config?.swaggerTransform) missing.push('body');
      if (!Object.keys(schema.response ?? {}).some((code) => code.startsWith('2'))) missing.push('a 2xx answer');
      const open = ['/api/health', '/api/metrics'].includes(route.url);
      if (!open && !route.preHandler) missing.push('a permission check');
      return missing.map((gap) => `${name}: no ${gap}`);
    });
    expect(gaps).toEqual([]);
  });
});
