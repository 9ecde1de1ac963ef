import type { FastifyInstance } from 'fastify';
import { readEdgeConfig } from '../config';
import { startEdgeInProcess } from '../test-support/test-edge';
import { rawRequest } from '../test-support/raw-http';
import { expectSecurityHeaders } from '../test-support/security-header-check';

const HEADERS_MS = 1000;
const REQUEST_MS = 1500;
const KEEP_ALIVE_MS = 1000;
// Node keeps the socket a second past the time it announces, so a client never reuses a closing one.
const KEEP_ALIVE_GRACE_MS = 1000;
// Node looks for late requests once a second, so a deadline fires up to a second after it passes.
const CHECK_SLACK_MS = 1500;

const contactHead = (length: number) =>
  `POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('connections that take too long are closed', () => {
  let edge: FastifyInstance;
  let edgeUrl: string;

  beforeAll(async () => {
    ({ app: edge, url: edgeUrl } = await startEdgeInProcess({
      PROVIDER_URL: 'http://127.0.0.1:9',
      PROVIDER_TOKEN: 'timeouts-test',
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    }));
  });
  afterAll(() => edge.close());

  it('answers 408 to headers sent a line at a time, and closes', async () => {
    const lines = ['GET / HTTP/1.1\r\n', ...Array.from({ length: 20 }, (_, index) => `X-Slow-${index}: 1\r\n`)];
    const answer = await rawRequest(edgeUrl, { pieces: lines, everyMs: 300, waitMs: 8000 });
    expect({ status: answer.status, body: answer.json }).toEqual({
      status: 408,
      body: { message: 'The request took too long to arrive. Please try again.' },
    });
    expectSecurityHeaders(answer.headers);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_MS);
    expect(answer.closedAfterMs).toBeLessThan(HEADERS_MS + CHECK_SLACK_MS);
  });

  it('answers 408 to a JSON body sent a byte at a time, and closes', async () => {
    const body = JSON.stringify({ firstname: 'Ada', message: 'x'.repeat(900) });
    const pieces = [contactHead(Buffer.byteLength(body)), ...body.split('')];
    const answer = await rawRequest(edgeUrl, { pieces, everyMs: 100, waitMs: 8000 });
    expect({ status: answer.status, body: answer.json }).toEqual({
      status: 408,
      body: { message: 'The request took too long to arrive. Please try again.' },
    });
    expectSecurityHeaders(answer.headers);
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS + CHECK_SLACK_MS);
  });

  it('closes a post that stalls after a few bytes, on a route without a rate limit', async () => {
    const head = 'POST /no/such/route HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n';
    const answer = await rawRequest(edgeUrl, { pieces: [head, 'twenty bytes of body'], waitMs: 8000 });
    // Its answer may already have left (the route does not read bodies); either way the connection ends.
    expect(answer.closedAfterMs).not.toBeNull();
    expect(answer.closedAfterMs).toBeLessThan(REQUEST_MS + CHECK_SLACK_MS);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS, and says so', async () => {
    const answer = await rawRequest(edgeUrl, { pieces: ['GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n'], waitMs: 5000 });
    expect(answer.status).toBe(200);
    expect(answer.headers['keep-alive']).toBe('timeout=1');
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
    expect(answer.closedAfterMs).toBeLessThan(KEEP_ALIVE_MS + KEEP_ALIVE_GRACE_MS + 500);
  });
});

describe('timeout settings', () => {
  it('defaults to headers in 10 s, requests in 30 s, uploads by rate (20 KB/s after 10 s, 10 min at most), keep-alive 5 s', () => {
    expect(readEdgeConfig({}).timeouts).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      keepAliveMs: 5000,
      idleMs: 30_000,
      upload: { graceMs: 10_000, minBytesPerSecond: 20_480, maxMs: 600_000 },
    });
  });

  it('refuses a timeout of zero (it would never close) and headers allowed longer than the request', () => {
    expect(() => readEdgeConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow('REQUEST_TIMEOUT_MS must be above zero');
    expect(() => readEdgeConfig({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS',
    );
  });
});
