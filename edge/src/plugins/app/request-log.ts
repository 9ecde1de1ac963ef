import type { FastifyInstance } from 'fastify';

/**
 * One line per request, when its answer is sent (fastify's own request logging, off in the server
 * options, writes two), and the request's id on every answer, so a visitor's report names the line.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // The logger's serializers turn the request and reply into `req` (edge-server-options.ts) and `res`.
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 },
      'request completed',
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
