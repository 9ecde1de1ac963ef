import type { FastifyInstance } from 'fastify';
import type { Drain } from './drain';

/** How a shutdown ended: every request finished, or the grace ran out and the rest were cut. */
export type ShutdownOutcome = 'drained' | 'cut';

/**
 * Stops the edge gracefully: readiness fails at once, the listening socket closes (no new
 * connections; idle kept-alive ones close), requests in flight, uploads included, go on for up to
 * `graceMs`, and whatever is still running then is cut. An application is thus either answered (and
 * stored by the provider) or its upload ends with an error the browser shows: never half-stored.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  drain: Drain,
  graceMs: number,
): Promise<ShutdownOutcome> {
  drain.begin();
  let outcome: ShutdownOutcome = 'drained';
  const deadline = setTimeout(() => {
    outcome = 'cut';
    app.log.warn({ graceMs }, 'shutdown grace over: cutting the requests still in flight');
    app.server.closeAllConnections();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  return outcome;
}
