import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ServiceLimits } from '../../service-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads its body as a stream, judged by its pace (upload-pace.ts) rather than the request deadline. */
    upload?: boolean;
  }
}

// An idle keep-alive connection is closed after this (Node's default): a proxy in front keeps its own shorter.
const KEEP_ALIVE_MS = 5000;
// How often Node looks for connections past their headers deadline (its default, 30 s, would let a
// deadline of 1 s run to 31).
const DEADLINE_CHECK_MS = 1000;

/** A refusal written on the socket itself, for a request no reply can be sent to any more; then the connection closes. */
function refuseOnSocket(socket: Socket, status: number, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroySoon();
}

/**
 * The server's own deadlines: headers within `headersMs`, nothing moving for `idleMs` while the
 * service waits for the client. Node's request deadline is off: a request's body is judged by the
 * request deadline below, an upload's by its pace, so a large build on a slow link still publishes.
 */
export function serverTimeoutOptions(limits: ServiceLimits): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'clientErrorHandler'
> & {
  http: { headersTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: Math.min(KEEP_ALIVE_MS, limits.idleMs),
    requestTimeout: 0,
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: DEADLINE_CHECK_MS },
    // A request Node could not read (its headers too slow, too large, malformed) gets `{ message }` too.
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
        refuseOnSocket(socket, 408, `the request's headers did not arrive within ${limits.headersMs} ms`);
      } else if (error.code === 'HPE_HEADER_OVERFLOW') {
        refuseOnSocket(socket, 431, "the request's headers are too large");
      } else refuseOnSocket(socket, 400, 'the request is malformed');
    },
  };
}

const hasBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

/** Whether the client is still sending the request's body (an answer sent now leaves part of it unread). */
const stillSending = (request: FastifyRequest) => request.raw.complete === false && hasBody(request);

/** The socket of a request over a real connection (an injected one, a release command's own, has none to time). */
const socketOf = (request: FastifyRequest): Socket | null =>
  typeof request.raw.socket?.setTimeout === 'function' ? request.raw.socket : null;

/**
 * The deadlines of each request: a body (other than an upload's) must arrive whole within
 * `requestMs`; the connection is idle only while the service waits for the client, never while it
 * works on the request (once the answer has left, Node's keep-alive timeout takes over); an answer sent before the body arrived (a 401 on the
 * headers, a 415) closes the connection, so a client cannot keep it by trickling the rest.
 */
export function registerConnectionDeadlines(app: FastifyInstance, limits: ServiceLimits): void {
  app.addHook('onRequest', async (request, reply) => {
    const socket = socketOf(request);
    if (!socket) return;
    // Node clears a kept-alive connection's timeout for its next request: each request sets it again.
    socket.setTimeout(limits.idleMs);
    if (!hasBody(request) || request.routeOptions.config.upload) return;
    const raw = request.raw;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      request.log.info('request body too slow; connection closed');
      if (reply.raw.headersSent) socket.destroy();
      else refuseOnSocket(socket, 408, `the request did not arrive whole within ${limits.requestMs} ms`);
    }, limits.requestMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
  });
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.config.upload) socketOf(request)?.setTimeout(0);
  });
  app.addHook('onSend', async (request, reply) => {
    if (stillSending(request)) reply.header('connection', 'close');
  });
}

/** The service's own work on an upload has begun (its last byte arrived): no idle time from here on. */
export const uploadReceived = (request: FastifyRequest) => socketOf(request)?.setTimeout(0);
