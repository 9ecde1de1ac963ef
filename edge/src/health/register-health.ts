import type { FastifyInstance } from 'fastify';
import { readiness, type ReadinessCheck } from '../readiness/readiness';

/**
 * `GET /healthz` (the process serves) and `GET /readyz` (it should get traffic: every check holds) for
 * load balancers and orchestrators. Cheap, never rate limited, logged only at debug level, never
 * cached, and saying nothing of hosts, files or credentials.
 */
export function registerHealth(app: FastifyInstance, checks: readonly ReadinessCheck[]): void {
  const started = Date.now();
  // Answered however busy the edge is: readiness is how a load balancer learns that it is.
  const options = { logLevel: 'warn' as const, config: { neverShed: true } };

  app.get('/healthz', options, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) }),
  );

  app.get('/readyz', options, async (_request, reply) => {
    const { ready, checks: outcomes } = await readiness(checks);
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks: outcomes });
  });
}
