import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance, RawServerDefault } from 'fastify';
import type { ConnectionTimeouts } from '../config';
import { answerClientError } from './client-errors';

const TIMEOUT = 'ERR_HTTP_REQUEST_TIMEOUT';

// How often Node looks for connections past their headers or request deadline (its default is 30 s,
// which would let a deadline of 10 s run to 40).
const DEADLINE_CHECK_MS = 1000;

type ServerTimeoutOptions = Pick<
  FastifyHttpOptions<RawServerDefault>,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http'
>;

/**
 * Node's own deadlines for every connection. Node's request deadline covers every request alike, so
 * it is set to the longest any request may take (an upload at the slowest accepted rate, plus the time
 * before its reading starts); ordinary requests get their shorter deadline from `registerRequestDeadline`.
 */
export function serverTimeoutOptions(timeouts: ConnectionTimeouts): ServerTimeoutOptions {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.upload.maxMs + timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: DEADLINE_CHECK_MS },
  };
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

const deadlines = new WeakMap<IncomingMessage, NodeJS.Timeout>();

/** An upload route judges the rest of the body by its rate from here on (see upload-pace.ts). */
export function releaseRequestDeadline(request: IncomingMessage): void {
  clearTimeout(deadlines.get(request));
  deadlines.delete(request);
}

/**
 * A request must arrive whole within `requestMs` (a JSON body sent a byte a second, or a body still
 * trickling in after an early answer, is cut off), unless its route takes over and judges it by rate.
 */
export function registerRequestDeadline(app: FastifyInstance, requestMs: number): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!hasBody(request.headers)) return;
    const raw = request.raw;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info('request body too slow; connection closed');
      // Once the client has its answer there is nothing left to say: the connection just ends.
      if (reply.raw.headersSent) raw.destroy();
      else answerClientError.call(app, Object.assign(new Error('request timeout'), { code: TIMEOUT }), raw.socket);
    }, requestMs);
    timer.unref();
    deadlines.set(raw, timer);
    // Whole (read to its end) or gone: nothing left to wait for.
    raw.once('end', () => releaseRequestDeadline(raw));
    raw.once('close', () => releaseRequestDeadline(raw));
  });
}
