import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { registerErrorAnswers, type ErrorAnswerRules } from './error-answers';

class Refused extends Error {}

const RULES: ErrorAnswerRules = {
  failure: 'Something went wrong here.',
  notFound: (method, path) => `No route ${method} ${path}`,
};

async function serverWith(rules: ErrorAnswerRules): Promise<FastifyInstance> {
  const app = Fastify({ ajv: { customOptions: { verbose: true } } });
  registerErrorAnswers(app, rules);
  app.get('/teapot', async () => {
    throw Object.assign(new Error('Short and stout'), { statusCode: 418 });
  });
  app.get('/unavailable', async () => {
    throw Object.assign(new Error('The store is down'), { statusCode: 503 });
  });
  app.get('/broken', async () => {
    throw new Error('SQLITE_CORRUPT: secret detail');
  });
  app.get('/refused', async () => {
    throw new Refused('Refused by its own rule');
  });
  app.get('/page', { schema: { querystring: Type.Object({ page: Type.Integer({ minimum: 1 }) }) } }, async () => ({}));
  await app.ready();
  return app;
}

const answer = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return [response.statusCode, response.json()];
};

describe('registerErrorAnswers', () => {
  it('passes a refusal through, words a schema refusal, and hides every detail of a failure', async () => {
    const app = await serverWith(RULES);
    expect(await answer(app, '/teapot')).toEqual([418, { message: 'Short and stout' }]);
    expect(await answer(app, '/page?page=0')).toEqual([
      400,
      { message: 'Invalid page: expected a whole number of at least 1' },
    ]);
    expect(await answer(app, '/broken')).toEqual([500, { message: 'Something went wrong here.' }]);
    // A 5xx of its own is a failure too, unless the server says otherwise.
    expect(await answer(app, '/unavailable')).toEqual([500, { message: 'Something went wrong here.' }]);
    expect(await answer(app, '/nowhere?x=1')).toEqual([404, { message: 'No route GET /nowhere' }]);
    await app.close();
  });

  it('answers the errors a server knows with the status it gives them and their own message', async () => {
    const app = await serverWith({
      ...RULES,
      statusOf: (error) => (error instanceof Refused ? 409 : error.statusCode === 503 ? 503 : undefined),
    });
    expect(await answer(app, '/refused')).toEqual([409, { message: 'Refused by its own rule' }]);
    expect(await answer(app, '/unavailable')).toEqual([503, { message: 'The store is down' }]);
    expect(await answer(app, '/broken')).toEqual([500, { message: 'Something went wrong here.' }]);
    await app.close();
  });

  it("words a schema refusal in the server's own words when it gives them", async () => {
    const app = await serverWith({
      ...RULES,
      schemaRefusal: (description) => description.replace('a whole number of at least 1', 'a page number'),
    });
    expect(await answer(app, '/page?page=0')).toEqual([400, { message: 'Invalid page: expected a page number' }]);
    await app.close();
  });

  it('leaves a request no route serves to the server when it words none', async () => {
    const app = await serverWith({ failure: RULES.failure });
    const response = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(expect.objectContaining({ message: 'Route GET:/nowhere not found' }));
    await app.close();
  });
});
