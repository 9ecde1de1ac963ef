import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { LoadShedding } from './config';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even when the edge sheds load (health checks). */
    neverShed?: boolean;
  }
}

export interface LoadPressure {
  underPressure: boolean;
  eventLoopDelayMs: number;
  heapUsedBytes: number;
}

export const BUSY_MESSAGE = 'The site is very busy right now. Please try again in a few seconds.';

// How often the event-loop delay and heap are sampled: pressure is noticed within half a second.
const SAMPLE_MS = 500;

/**
 * Under overload (the event loop lagging, the heap near its limit) a new request gets a 503
 * `{ message }` with Retry-After at once instead of waiting seconds in the queue. Requests already
 * accepted (an upload under way) are never cut: the check runs once, when a request arrives. Routes
 * with `config.neverShed` (applications, health checks) are always answered.
 */
export async function registerLoadShedding(app: FastifyInstance, shedding: LoadShedding): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: shedding.maxEventLoopDelayMs,
    maxHeapUsedBytes: shedding.maxHeapUsedBytes,
    sampleInterval: SAMPLE_MS,
    pressureHandler: (request, reply, type, value) => {
      if (request.routeOptions.config.neverShed) return;
      request.log.warn({ pressure: type, value }, 'load shed');
      void reply.code(503).header('Retry-After', String(shedding.retryAfterSeconds)).send({ message: BUSY_MESSAGE });
    },
  });
}

/** Whether the edge is shedding load now, and why (for a readiness check to report). */
export function loadPressure(app: FastifyInstance): LoadPressure {
  const usage = app.memoryUsage();
  return {
    underPressure: app.isUnderPressure(),
    eventLoopDelayMs: usage.eventLoopDelay,
    heapUsedBytes: usage.heapUsed,
  };
}
