import { authHeaders, createTestProvider } from '../test-support/test-provider';

describe("the provider's error answers", () => {
  it('answers unknown routes with a JSON 404 naming the route', async () => {
    const provider = await createTestProvider({ seed: false });
    try {
      const response = await provider.app.inject({ method: 'GET', url: '/jobs/unknown?x=1', headers: authHeaders });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Route GET /jobs/unknown not found' });
    } finally {
      await provider.close();
    }
  });

  it('answers an unexpected failure in its own words, the cause left in the log', async () => {
    const provider = await createTestProvider({ seed: false });
    try {
      provider.db.close();
      const response = await provider.app.inject({ method: 'GET', url: '/jobs/getapijobs/', headers: authHeaders });
      expect([response.statusCode, response.json()]).toEqual([500, { message: 'Internal server error' }]);
      expect(response.body).not.toMatch(/database|sqlite|stack/i);
    } finally {
      await provider.close();
    }
  });
});
