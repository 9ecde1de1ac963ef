import type { FastifyInstance } from 'fastify';
import type { ReadinessCheck } from '../readiness/readiness';

/** Whether the edge is shutting down: it then finishes what it has and takes nothing new. */
export interface Drain {
  readonly draining: boolean;
  begin(): void;
  /** Fails readiness from the moment shutdown begins, so load balancers stop sending at once. */
  check: ReadinessCheck;
}

/**
 * While draining, every answer closes its connection (`Connection: close`): a client or proxy with a
 * kept-alive connection sends its next request elsewhere instead of to an edge about to exit.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('Connection', 'close');
  });
  return {
    get draining() {
      return draining;
    },
    begin: () => void (draining = true),
    check: { name: 'shutdown', check: () => (draining ? 'shutting down' : null) },
  };
}
