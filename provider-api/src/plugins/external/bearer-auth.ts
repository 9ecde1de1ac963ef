import bearerAuth from '@fastify/bearer-auth';
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';

/**
 * Every request, unknown routes and uploads included, carries the token before anything else is
 * read. The plugin compares in constant time; the hook here only gives its refusal the provider's
 * shape: `{ message }` through the error handler, and the scheme in WWW-Authenticate (RFC 6750).
 */
export async function registerBearerAuth(app: FastifyInstance, token: string): Promise<void> {
  // rfc6749 reads the scheme in any case ("bearer" too), as the hand-written check did.
  await app.register(bearerAuth, {
    keys: [token],
    specCompliance: 'rfc6749',
    addHook: false,
    verifyErrorLogLevel: 'warn',
  });
  const verify = app.verifyBearerAuth;
  if (verify === undefined) throw new Error('@fastify/bearer-auth did not decorate verifyBearerAuth');
  app.addHook('onRequest', (request, reply, done) => {
    verify(request, reply, (error) => {
      if (error === undefined) return done();
      reply.header('www-authenticate', 'Bearer');
      done(httpErrors.unauthorized('Missing or invalid bearer token'));
    });
  });
}
