import type { LightMyRequestResponse } from 'fastify';
import { authHeaders, createTestProvider, type TestProvider } from '../test-support/test-provider';

// The refusals a client gets from the route schemas: one sentence naming the field and its rule.
describe('refusals by schema', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider({ seed: false });
  });
  afterAll(() => provider.close());

  const answer = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });
  const list = (query: string) =>
    provider.app.inject({ method: 'GET', url: `/jobs/getapijobs/${query}`, headers: authHeaders }).then(answer);
  const email = (body: unknown) =>
    provider.app
      .inject({
        method: 'POST',
        url: '/email/send-email-single',
        headers: { ...authHeaders, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
      .then(answer);
  const validEmail = { to: { email: 'hello@corelink.example' }, subject: 'Hi', params: {} };

  it.each([
    ['?page=abc', 'Invalid page: expected a whole number from 1 to 1000000'],
    ['?page=1000001', 'Invalid page: expected a whole number from 1 to 1000000'],
    ['?page=1&page=2', 'Invalid page: give it once'],
    ['?limit=0', 'Invalid limit: expected a whole number of at least 1'],
    ['?location=Remote&location=Hybrid', 'Invalid location: give it once'],
    [`?q=${'a'.repeat(201)}`, 'Invalid q: at most 200 characters'],
  ])('answers 400 to the job list %s: %s', async (query, message) => {
    expect(await list(query)).toEqual({ status: 400, body: { message } });
  });

  it.each([
    ['a list', [], 'Invalid body: expected an object'],
    ['no recipient', { ...validEmail, to: undefined }, 'Missing required field: to'],
    ['a recipient that is text', { ...validEmail, to: 'hello@corelink.example' }, 'Invalid to: expected an object'],
    ['a template value that is no text', { ...validEmail, params: { name: {} } }, 'Invalid params.name: expected text'],
    [
      'a template id of neither kind',
      { ...validEmail, template_id: [] },
      'Invalid template_id: expected text or a number',
    ],
  ])('answers 400 to an e-mail with %s', async (_label, body, message) => {
    expect(await email(body)).toEqual({ status: 400, body: { message } });
  });

  it('serves no more than 100 jobs a page, and ignores parameters it does not know', async () => {
    const { status, body } = await list('?limit=101&sort=title');
    expect(status).toBe(200);
    expect(body).toEqual({
      data: { items: [], list: { meta: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 100 } } },
    });
  });
});
