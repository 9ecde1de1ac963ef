import type { FastifyInstance } from 'fastify';

// Headers that describe one answer (its body, its transport, its request) rather than the site's policy.
const PER_ANSWER = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

const snapshots = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * The security headers every answer of `app` carries (CSP, Permissions-Policy, frame and sniffing
 * rules...) as HTTP header lines, read once from an answer the app itself gives. Answers written
 * outside Fastify's hooks (a request Node could not parse, a route-less framework error) carry the
 * same ones this way, and stay in step with whatever the security-header plugins are configured to send.
 */
export function securityHeaderLinesOf(app: FastifyInstance): Promise<string> {
  let snapshot = snapshots.get(app);
  if (!snapshot) {
    snapshot = app.inject({ method: 'GET', url: '/robots.txt' }).then(
      (answer) =>
        Object.entries(answer.headers)
          .filter(([name, value]) => !PER_ANSWER.has(name.toLowerCase()) && typeof value === 'string')
          .map(([name, value]) => `${name}: ${String(value)}\r\n`)
          .join(''),
      (error: unknown) => {
        app.log.error({ err: error }, 'security headers could not be read for raw answers');
        return '';
      },
    );
    snapshots.set(app, snapshot);
  }
  return snapshot;
}

/** The same headers as an object, for a Fastify reply. */
export async function securityHeadersOf(app: FastifyInstance): Promise<Record<string, string>> {
  const lines = (await securityHeaderLinesOf(app)).split('\r\n').filter(Boolean);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]));
}
