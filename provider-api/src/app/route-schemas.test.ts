import { Type } from '@sinclair/typebox';
import Fastify, { type RouteOptions } from 'fastify';
import { openDatabase } from '../database/open-database';
import { makeTempDataDir } from '../test-support/temp-data-dir';
import { routeSchemaGaps } from '../test-support/route-schema-gaps';
import { testToken } from '../test-support/test-provider';
import { registerProviderApp } from './provider-app';
import { providerFastifyOptions } from './provider-fastify-options';

// Every route as fastify registers it, HEAD twins included, told by the onRoute hook.
async function providerRoutes(): Promise<RouteOptions[]> {
  const temp = makeTempDataDir();
  const db = openDatabase(temp.dataDir);
  const app = Fastify(providerFastifyOptions());
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  try {
    await registerProviderApp(app, { db, token: testToken });
    await app.ready();
    return routes;
  } finally {
    await app.close();
    db.close();
    temp.remove();
  }
}

describe("provider-api's routes", () => {
  it('are the four of the contract', async () => {
    const routes = (await providerRoutes()).filter((route) => route.method !== 'HEAD');
    expect(routes.map((route) => `${String(route.method)} ${route.url}`).sort()).toEqual([
      'GET /jobs/apijob/:id',
      'GET /jobs/getapijobs/',
      'POST /email/send-email-single',
      'POST /jobs/apply/:id',
    ]);
  });

  it('each declare a schema for their params, query, body and answers', async () => {
    expect(routeSchemaGaps(await providerRoutes())).toEqual([]);
  });
});

describe('routeSchemaGaps', () => {
  const handler = async () => ({});
  const answers = { 200: Type.Object({}) };

  it('names each input and answer a route leaves without a schema', () => {
    const routes: RouteOptions[] = [
      { method: 'GET', url: '/things/:id', handler },
      { method: 'POST', url: '/things', handler, schema: { response: { 201: Type.Object({}), 400: true } } },
      { method: 'GET', url: '/all', handler, schema: { querystring: Type.Object({}), response: answers } },
    ];
    expect(routeSchemaGaps(routes)).toEqual([
      'GET /things/:id: no schema for params',
      'GET /things/:id: no schema for querystring',
      'GET /things/:id: no schema for a 2xx answer',
      'POST /things: no schema for body',
      'POST /things: no schema for the 400 answer',
    ]);
  });

  it('takes a multipart body as declared when the route documents it for the OpenAPI document', () => {
    const form = Type.Object({}, { additionalProperties: Type.String() });
    const multipart = (body?: typeof form): RouteOptions => ({
      method: 'POST',
      url: '/upload',
      handler,
      schema: { consumes: ['multipart/form-data'], response: answers },
      config: { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, body }, url }) },
    });
    expect(routeSchemaGaps([multipart(form)])).toEqual([]);
    expect(routeSchemaGaps([multipart()])).toEqual(['POST /upload: no schema for body']);
  });
});
