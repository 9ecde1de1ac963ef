import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { refuseOnSocket } from './client-errors';

/**
 * Node's server options for what the edge checks itself: Node's own refusal of an HTTP/1.1 request
 * without Host is a bare 400 (an empty chunked body, no headers of the site's), so Node lets it
 * through and `registerHttpFraming` answers it like every other refusal.
 */
export const HTTP_FRAMING_OPTIONS = { requireHostHeader: false } as const;

// RFC 3986's host (a bracketed IP literal, or registered-name characters; empty is allowed) and port.
const HOST = /^(?:\[[0-9A-Za-z:.%~_-]+\]|[A-Za-z0-9._~!$&'()*+,;=%-]*)(?::\d*)?$/;

/** How many Host header lines came (Node keeps the first of several in `headers`). */
function hostLines(request: IncomingMessage): number {
  let count = 0;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    if (request.rawHeaders[index]?.toLowerCase() === 'host') count += 1;
  }
  return count;
}

type Refusal = [status: number, message: string];

/** Why HTTP/1.1 refuses this request (RFC 9112 §3.2, RFC 9110 §15.6.6), or null. */
function framingRefusal(request: IncomingMessage): Refusal | null {
  // Node reads a request line without a version as HTTP/0.9, and takes `HTTP/2.0` as a version too.
  if (request.httpVersionMajor !== 1) return [505, 'Only HTTP/1.1 and HTTP/1.0 requests are supported'];
  const lines = hostLines(request);
  if (lines > 1) return [400, 'Send one Host header'];
  if (lines === 0) return request.httpVersionMinor >= 1 ? [400, 'A Host header is required'] : null;
  return HOST.test(request.headers.host ?? '') ? null : [400, 'Invalid Host header'];
}

/**
 * Requests HTTP/1.1 says a server must refuse, refused in the same `{ message }` shape, with the
 * security headers, as every other refusal, and the connection closed after: a request line of
 * another version (`HTTP/2.0`, or none: HTTP/0.9) gets 505; an HTTP/1.1 request without Host, with
 * two, or with one that names no host gets 400. A CONNECT (a tunnel through a proxy, which Node hands
 * to whoever listens for it and otherwise drops without a word) gets 501.
 */
export function registerHttpFraming(app: FastifyInstance): void {
  app.server.on('connect', (request: IncomingMessage, socket: Socket) => {
    app.log.debug({ url: request.url }, 'CONNECT refused');
    refuseOnSocket(app, socket, 501, 'CONNECT is not supported: this server is no proxy');
  });
  app.addHook('onRequest', async (request, reply) => {
    const refusal = framingRefusal(request.raw);
    if (!refusal) return undefined;
    // Answered here, not thrown: the app's error handler takes a 5xx for a defect of its own.
    const [status, message] = refusal;
    return reply.code(status).header('Connection', 'close').send({ message });
  });
}
