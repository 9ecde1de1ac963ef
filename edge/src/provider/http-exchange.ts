import type { Readable } from 'node:stream';
import { Agent } from 'undici';

interface HttpAnswer {
  status: number;
  text: string;
}

interface HttpExchange {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** A streamed body goes through with backpressure; a string is sent as is. */
  body?: string | Readable;
}

export interface HttpClient {
  /**
   * One request and its answer as text. It fails with `TIMEOUT_CODES` when the answer's headers take
   * longer than `timeoutMs` from the moment the request is sent, or its body pauses that long.
   */
  exchange(url: string, request: HttpExchange, timeoutMs: number): Promise<HttpAnswer>;
  close(): Promise<void>;
}

/** undici's codes for an answer that did not come in time (headers, then body). */
export const TIMEOUT_CODES: ReadonlySet<string> = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

// Open connections kept per origin (the provider, the e-mail service). The provider answers one
// request at a time per process, so more sockets would only add work: requests past this wait
// their turn in the pool, on connections that are already open.
const CONNECTIONS_PER_ORIGIN = 64;

/**
 * Calls to the provider through an undici pool of kept-alive connections. Not node:http, whose
 * client cost an uncached API call more CPU than the rest of the edge's work together (a bench
 * profile: URL and option parsing, agent bookkeeping, stream machinery per request); not fetch,
 * whose Node 20 version read streamed request bodies ahead of the socket (20 concurrent 10 MB
 * uploads held 200 MB). undici's request writes a stream body as the socket drains.
 */
export function createHttpClient(): HttpClient {
  const pool = new Agent({ connections: CONNECTIONS_PER_ORIGIN });
  return {
    async exchange(url, { method, headers, body }, timeoutMs) {
      const target = new URL(url);
      // undici's own timers (one per connection, refreshed) rather than an AbortSignal.timeout per
      // call: that signal, its timer and its clean-up cost 16 µs a call in a micro-benchmark, and its
      // timer still fired seconds after an answered call.
      const answer = await pool.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method,
        headers,
        body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      return { status: answer.statusCode, text: await answer.body.text() };
    },
    // By the time the edge closes, its requests are answered; what is left (a readiness probe to a
    // provider that never answers) is cut rather than waited for until the provider's deadline.
    close: () => pool.destroy(),
  };
}
