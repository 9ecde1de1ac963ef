import type { FastifyInstance } from 'fastify';
import { readEdgeConfig } from '../../config';
import { startEdgeInProcess } from '../../test-support/test-edge';

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { remoteAddress?: string; url?: string };
}

const NGINX = '10.0.0.10';
const VISITOR = '203.0.113.9';
const PROXY_REQUEST_ID = 'nginx-0123456789abcdef';

/** An edge with `env` as its environment, and the log lines it writes. */
async function edgeWith(env: Record<string, string>): Promise<{ app: FastifyInstance; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const { app } = await startEdgeInProcess(
    { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'request-log-test', ...env },
    { listen: false, logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) } },
  );
  return { app, lines };
}

describe('the request log and request ids', () => {
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });

  const started = async (env: Record<string, string> = {}) => {
    const edge = await edgeWith(env);
    apps.push(edge.app);
    return edge;
  };
  const completed = (lines: LogLine[]) => lines.filter((line) => line.msg === 'request completed');

  it('writes the client address on each request line', async () => {
    const { app, lines } = await started();
    await app.inject({ url: '/robots.txt', remoteAddress: VISITOR });
    expect(completed(lines)).toEqual([
      expect.objectContaining({ req: expect.objectContaining({ url: '/robots.txt', remoteAddress: VISITOR }) }),
    ]);
  });

  it('trusts no proxy unless TRUST_PROXY names one: a forwarded address from loopback is not the client', async () => {
    expect(readEdgeConfig({}).trustProxy).toBe(false);
    const { app, lines } = await started();
    await app.inject({ url: '/robots.txt', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': VISITOR } });
    expect(completed(lines)[0]?.req?.remoteAddress).toBe('127.0.0.1');
  });

  it('logs the visitor behind a trusted proxy, not the proxy', async () => {
    const { app, lines } = await started({ TRUST_PROXY: NGINX });
    await app.inject({ url: '/robots.txt', remoteAddress: NGINX, headers: { 'x-forwarded-for': VISITOR } });
    expect(completed(lines)[0]?.req?.remoteAddress).toBe(VISITOR);
  });

  // The id a request is logged and answered with, when `from` sends X-Request-Id.
  const idFor = async (env: Record<string, string>, from: string) => {
    const { app, lines } = await started(env);
    const answer = await app.inject({
      url: '/robots.txt',
      remoteAddress: from,
      headers: { 'x-request-id': PROXY_REQUEST_ID },
    });
    expect(completed(lines)[0]?.reqId).toBe(answer.headers['x-request-id']);
    return answer.headers['x-request-id'];
  };

  it.each([
    ['TRUST_PROXY unset, from loopback', {}, '127.0.0.1', false],
    ['TRUST_PROXY=false', { TRUST_PROXY: 'false' }, '127.0.0.1', false],
    ['TRUST_PROXY=true', { TRUST_PROXY: 'true' }, VISITOR, true],
    ['the proxy named in TRUST_PROXY', { TRUST_PROXY: `192.0.2.1, ${NGINX}` }, NGINX, true],
    ['an address not in TRUST_PROXY', { TRUST_PROXY: NGINX }, VISITOR, false],
    ['a subnet in TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/24' }, NGINX, true],
    ['TRUST_PROXY=loopback, from loopback', { TRUST_PROXY: 'loopback' }, '127.0.0.1', true],
  ])('X-Request-Id with %s: kept only from a trusted proxy', async (_name, env, from, kept) => {
    const id = await idFor(env, from);
    if (kept) expect(id).toBe(PROXY_REQUEST_ID);
    else expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
