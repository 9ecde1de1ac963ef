import { httpErrors } from '@fastify/sensible';
import Fastify from 'fastify';
import { authHeaders, createTestProvider } from '../test-support/test-provider';
import { registerErrorHandlers } from './error-handlers';

describe('error handlers', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const provider = await createTestProvider({ seed: false });
    try {
      const response = await provider.app.inject({ method: 'GET', url: '/jobs/unknown?x=1', headers: authHeaders });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Route GET /jobs/unknown not found' });
    } finally {
      await provider.close();
    }
  });

  it('passes 4xx messages through and hides everything about unexpected failures', async () => {
    const app = Fastify();
    registerErrorHandlers(app);
    app.get('/teapot', async () => {
      throw httpErrors.imateapot('Short and stout');
    });
    app.get('/broken', async () => {
      throw new Error('SQLITE_CORRUPT: secret detail');
    });

    const teapot = await app.inject({ method: 'GET', url: '/teapot' });
    const broken = await app.inject({ method: 'GET', url: '/broken' });

    expect(teapot.statusCode).toBe(418);
    expect(teapot.json()).toEqual({ message: 'Short and stout' });
    expect(broken.statusCode).toBe(500);
    expect(broken.json()).toEqual({ message: 'Internal server error' });
    expect(broken.body).not.toMatch(/secret|stack|at /);
    await app.close();
  });
});
