import { authHeaders, createTestProvider, type TestProvider } from '../../test-support/test-provider';

describe('bearer authentication', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it.each([
    ['no header', {}],
    ['a wrong token', { authorization: 'Bearer not-the-token' }],
    ['another scheme', { authorization: 'Basic dGVzdC10b2tlbi0xMjM=' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 with a JSON message for %s', async (_label, headers) => {
    const response = await provider.app.inject({ method: 'GET', url: '/jobs/getapijobs/', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ message: expect.stringMatching(/token/i) });
  });

  it('guards every route, unknown ones and uploads included', async () => {
    const unknown = await provider.app.inject({ method: 'GET', url: '/nowhere' });
    const apply = await provider.app.inject({ method: 'POST', url: '/jobs/apply/job-0001' });
    const email = await provider.app.inject({ method: 'POST', url: '/email/send-email-single', payload: {} });
    expect([unknown.statusCode, apply.statusCode, email.statusCode]).toEqual([401, 401, 401]);
  });

  it('lets the right token through, whatever the scheme case', async () => {
    const response = await provider.app.inject({
      method: 'GET',
      url: '/jobs/getapijobs/',
      headers: { authorization: authHeaders.authorization.replace('Bearer', 'bearer') },
    });
    expect(response.statusCode).toBe(200);
  });
});
