import type { RouteOptions } from 'fastify';
import { releaseEnvironmentOf } from '../../model/config/release-environment';
import { openReleaseStores } from '../../model/storage/open-release-stores';
import { tempDir, writeFiles } from '../../test-support/release-fixtures';
import { API_SCHEMAS } from './schemas/api-schemas';
import { createReleaseService } from './service-app';

/** The `$id`s written inside `schema`, at any depth: a named schema used inline instead of by `schemaRef`. */
function inlineIds(schema: unknown, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const own = '$id' in schema && typeof schema.$id === 'string' ? [`${path}: ${schema.$id}`] : [];
  return [...own, ...Object.entries(schema).flatMap(([key, inner]) => inlineIds(inner, `${path}.${key}`))];
}

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

  it('refer to each named schema by schemaRef, never inline, and name each one once', async () => {
    const routes = (await apiRoutes()).filter((route) => route.url.startsWith('/api/'));
    const inline = routes.flatMap((route) => inlineIds(route.schema ?? {}, `${String(route.method)} ${route.url}`));
    expect(inline).toEqual([]);
    // Inside a named schema, another is a reference too: only the schema's own $id is at its root.
    expect(API_SCHEMAS.flatMap((schema) => inlineIds({ ...schema, $id: undefined }, String(schema.$id)))).toEqual([]);
    const ids = API_SCHEMAS.map((schema) => schema.$id);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
