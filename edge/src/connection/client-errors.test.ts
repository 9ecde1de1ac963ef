import { fetchEdge } from '../test-support/edge-fetch';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';
import { rawRequest } from '../test-support/raw-http';
import { expectSecurityHeaders, headerRecord } from '../test-support/security-header-check';

const longId = 'a'.repeat(101);

describe('requests refused before any route reads them', () => {
  let harness: InProcessEdgeWithProvider;
  const raw = (head: string | Buffer) => rawRequest(harness.url, { pieces: [head] });

  beforeAll(async () => {
    harness = await startEdgeInProcess({}, { provider: true });
  });
  afterAll(() => harness.close());

  it.each([
    [
      'raw non-ASCII in the URL',
      Buffer.concat([Buffer.from('GET /caf'), Buffer.from([0xc3, 0xa9]), Buffer.from(' HTTP/1.1\r\nHost: x\r\n\r\n')]),
      400,
      'Malformed request URL',
    ],
    [
      'both Content-Length and chunked encoding',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'Send Content-Length or chunked Transfer-Encoding, not both',
    ],
    [
      'the same Content-Length twice',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
        'Content-Length: 2\r\n\r\n{}',
      400,
      'Send Content-Length once',
    ],
    [
      'two different Content-Lengths',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
        'Content-Length: 3\r\n\r\n{}',
      400,
      'Send Content-Length once',
    ],
    [
      'chunked encoding, then a Content-Length',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n' +
        'Content-Length: 5\r\n\r\n0\r\n\r\n',
      400,
      'Send Content-Length or chunked Transfer-Encoding, not both',
    ],
    [
      'a Content-Length that is not a number',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2x\r\n\r\n{}',
      400,
      'Invalid Content-Length',
    ],
    [
      'a 100 KB URL',
      `GET /career?q=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'Request headers are too large',
    ],
    // What HTTP/1.1 (RFC 9112, RFC 9110) says of the request line and Host.
    [
      'CONNECT, a method for proxies',
      'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
      501,
      'CONNECT is not supported: this server is no proxy',
    ],
    ['an HTTP/1.1 request without Host', 'GET / HTTP/1.1\r\n\r\n', 400, 'A Host header is required'],
    ['Host given twice', 'GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n', 400, 'Send one Host header'],
    ['a Host that is no host', 'GET /healthz HTTP/1.1\r\nHost: a b/c\r\n\r\n', 400, 'Invalid Host header'],
    [
      'a request line without a version (HTTP/0.9)',
      'GET /healthz\r\nHost: x\r\n\r\n',
      505,
      'Only HTTP/1.1 and HTTP/1.0 requests are supported',
    ],
    [
      'a request line of HTTP/2.0',
      'GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n',
      505,
      'Only HTTP/1.1 and HTTP/1.0 requests are supported',
    ],
  ])(
    '%s: a JSON { message } with the security headers, then the connection closes',
    async (_name, head, status, message) => {
      const answer = await raw(head);
      expect({ status: answer.status, body: answer.json }).toEqual({ status, body: { message } });
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expectSecurityHeaders(answer.headers);
      expect(answer.closedAfterMs).not.toBeNull();
    },
  );

  it.each([
    ['HTTP/1.0 without Host (it has none)', 'GET /healthz HTTP/1.0\r\n\r\n'],
    ['an empty Host (a URI without an authority)', 'GET /healthz HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n'],
    [
      'a Host with an IPv6 address and a port',
      'GET /healthz HTTP/1.1\r\nHost: [::1]:8080\r\nConnection: close\r\n\r\n',
    ],
  ])('answers %s as usual', async (_name, head) => {
    expect((await raw(head)).status).toBe(200);
  });

  // Sent as written: fetch would resolve the dot segments before sending.
  it.each([
    ['an undecodable URL', '/bad%zz', 400, 'Malformed request URL'],
    ['a job id over 100 characters', `/api/jobs/apijob/${longId}`, 400, 'Invalid job id'],
    ['an encoded dot-dot segment', '/job-details/%2e%2e', 400, 'Invalid path'],
    ['dot-dot segments into a remote', '/remotes/careers/%2e%2e/%2e%2e/package.json', 400, 'Invalid path'],
    ['a plain dot-dot segment', '/job-details/../robots.txt', 400, 'Invalid path'],
  ])('%s: a JSON { message } with the security headers', async (_name, path, status, message) => {
    const answer = await raw(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect({ status: answer.status, body: answer.json }).toEqual({ status, body: { message } });
    expectSecurityHeaders(answer.headers);
  });

  // Node answers these itself with a bare 417 unless someone listens for them.
  it.each([
    ['a page', 'GET / HTTP/1.1', ''],
    ['robots.txt', 'GET /robots.txt HTTP/1.1', ''],
    ['an unknown file', 'GET /nowhere.js HTTP/1.1', ''],
    ['the contact post', 'POST /api/contact HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2', '{}'],
  ])(
    'answers an Expect other than 100-continue on %s with 417 { message } and the security headers',
    async (_name, line, body) => {
      const answer = await raw(`${line}\r\nHost: x\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n${body}`);
      expect({ status: answer.status, body: answer.json }).toEqual({
        status: 417,
        body: { message: 'Only the expectation 100-continue is supported' },
      });
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expectSecurityHeaders(answer.headers);
    },
  );

  it('still answers Expect: 100-continue by reading the body', async () => {
    const answer = await raw(
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n' +
        'Expect: 100-continue\r\nConnection: close\r\n\r\n{}',
    );
    // The interim answer, then the route's own: the body was read and checked.
    expect(answer.status).toBe(100);
    expect(answer.body).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[^]*\r\n\r\n\{"message":"First name is required"\}$/);
  });

  it('refuses an application to a job id over 100 characters like any other bad id', async () => {
    const answer = await fetchEdge(harness.url, harness.provider.token, `/api/jobs/apply/${longId}`, {
      method: 'POST',
      body: new FormData(),
    });
    expect({ status: answer.status, body: answer.json }).toEqual({ status: 400, body: { message: 'Invalid job id' } });
    expectSecurityHeaders(headerRecord(answer.headers));
  });
});
