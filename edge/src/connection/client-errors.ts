import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaderLinesOf, securityHeadersOf } from './security-header-snapshot';

type Refusal = [status: number, message: string];

const BOTH_LENGTHS: Refusal = [400, 'Send Content-Length or chunked Transfer-Encoding, not both'];

// Node's HTTP parser and its timers report these on the socket, before any request object exists.
const BY_CODE: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive. Please try again.'],
  HPE_INVALID_TRANSFER_ENCODING: BOTH_LENGTHS,
  // The parser's name for a repeated Content-Length, identical or not.
  HPE_UNEXPECTED_CONTENT_LENGTH: [400, 'Send Content-Length once'],
  HPE_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length'],
  HPE_INVALID_URL: [400, 'Malformed request URL'],
};
const MALFORMED: Refusal = [400, 'Malformed request'];

// One code covers several causes; the parser's reason tells them apart (a Content-Length after
// `Transfer-Encoding: chunked` is reported as an invalid Content-Length).
const refusalFor = ({ code = '', reason = '' }: { code?: string; reason?: string }): Refusal =>
  /Transfer-Encoding/i.test(reason) && code.endsWith('CONTENT_LENGTH') ? BOTH_LENGTHS : (BY_CODE[code] ?? MALFORMED);

// Framework errors raised while routing, before the route's hooks (and so the security headers) run.
const FRAMEWORK: Record<string, Refusal> = {
  FST_ERR_BAD_URL: [400, 'Malformed request URL'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long'],
};

/** The answer each socket is busy with, so a refusal never lands in the middle of one. */
const answering = new WeakMap<Socket, ServerResponse>();

export function trackAnswer(request: FastifyRequest, reply: FastifyReply): void {
  answering.set(request.raw.socket, reply.raw);
}

const rawAnswers = new Map<string, string>();

// Built once per refusal and header set: a wave of timed-out connections is answered cheaply.
function rawAnswer(status: number, message: string, headerLines: string): string {
  const key = `${status}\n${message}\n${headerLines}`;
  let answer = rawAnswers.get(key);
  if (answer === undefined) {
    const body = JSON.stringify({ message });
    answer =
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${headerLines}` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`;
    rawAnswers.set(key, answer);
  }
  return answer;
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (non-ASCII in the URL, both
 * Content-Length and chunked or Content-Length twice, headers over the size limit) or that arrived too slowly gets the same
 * `{ message }` and security headers as any other refusal, then the connection closes.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string; reason?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = refusalFor(error);
  const current = answering.get(socket);
  if (!socket.writable || (current?.headersSent && !current.writableFinished)) {
    socket.destroy();
    return;
  }
  this.log.debug({ code: error.code, status }, 'client error');
  refuseOnSocket(this, socket, status, message);
}

/**
 * Writes a refusal straight on the socket, for a request no Fastify reply exists for (one Node
 * could not parse, a CONNECT), with the security headers, then closes the connection.
 */
export function refuseOnSocket(app: FastifyInstance, socket: Socket, status: number, message: string): void {
  void securityHeaderLinesOf(app).then((headers) => {
    if (socket.destroyed) return;
    // Half-open sockets are allowed on an HTTP server: close ours once the answer is flushed.
    socket.end(rawAnswer(status, message, headers), () => socket.destroy());
  });
}

/** Fastify's `frameworkErrors`: the same shape, status and headers as every other refusal. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] = FRAMEWORK[error.code] ?? MALFORMED;
  void securityHeadersOf(request.server).then((headers) => reply.code(status).headers(headers).send({ message }));
}
