import type { FastifyInstance } from 'fastify';
import { ApiError } from '../api-error/api-error';

/**
 * `Expect: 100-continue` is the only expectation HTTP defines; Node handles it (a 100 Continue,
 * then the request as usual). For any other, Node answers a bare 417 itself, without a body or the
 * security headers, unless the server listens for `checkExpectation`. The edge listens and hands
 * the request to Fastify, where it is refused like every other request: 417 `{ message }` with the
 * headers, logged and counted.
 */
export function registerExpectations(app: FastifyInstance): void {
  app.server.on('checkExpectation', (request, response) => app.routing(request, response));
  app.addHook('onRequest', async (request) => {
    const expectation = request.headers.expect;
    if (expectation !== undefined && expectation.trim().toLowerCase() !== '100-continue') {
      throw new ApiError(417, 'Only the expectation 100-continue is supported');
    }
  });
}
