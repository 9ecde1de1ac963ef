import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { LoadShedding } from '../../config';
import type { ReadinessCheck } from '../../health/readiness';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even when the edge sheds load (health checks, applications, release files). */
    neverShed?: boolean;
  }
}

export const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';

// How often the event-loop delay and heap are sampled: pressure is noticed within half a second.
const SAMPLE_MS = 500;
// One slow moment is not overload: loading a careers release's server module blocks the loop for a
// second or more once. Only pressure seen in this many samples in a row (over a second) sheds load.
const SUSTAINED_SAMPLES = 3;

/**
 * Under sustained overload (the event loop lagging, the heap near its limit) a new request gets a
 * 503 `{ message }` with Retry-After at once instead of waiting seconds in the queue. Requests
 * already accepted (an upload under way) are never cut: the check runs once, when a request arrives.
 * Routes with `config.neverShed` are always answered. Returns the readiness check that fails meanwhile,
 * so a load balancer sends visitors to another edge.
 */
export async function registerLoadShedding(app: FastifyInstance, shedding: LoadShedding): Promise<ReadinessCheck> {
  let samplesUnderPressure = 0;
  const sustained = () => samplesUnderPressure >= SUSTAINED_SAMPLES;
  await app.register(underPressure, {
    maxEventLoopDelay: shedding.maxEventLoopDelayMs,
    maxHeapUsedBytes: shedding.maxHeapUsedBytes,
    sampleInterval: SAMPLE_MS,
    pressureHandler: (request, reply, type, value) => {
      if (request.routeOptions.config.neverShed || !sustained()) return;
      request.log.warn({ pressure: type, value }, 'load shed');
      void reply.code(503).header('Retry-After', String(shedding.retryAfterSeconds)).send({ message: BUSY_MESSAGE });
    },
  });
  const timer = setInterval(() => {
    samplesUnderPressure = app.isUnderPressure() ? samplesUnderPressure + 1 : 0;
  }, SAMPLE_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return { name: 'load', check: () => (sustained() ? 'shedding load' : null) };
}
