import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, type Registry } from 'prom-client';

export interface MetricsServer {
  /** Where Prometheus scrapes: http://host:port/metrics. */
  url: string;
  close(): Promise<void>;
}

/**
 * The metrics in Prometheus's text format on their own server (METRICS_HOST, METRICS_PORT), never on
 * the public port: they say which releases run and how the edge fares, which is nobody else's business.
 * Adds the process's own figures (CPU, memory, event-loop lag, handles) to the registry. `/health` on
 * the same server is the detailed health view (readiness, the shared services, the release pointers).
 */
export async function startMetricsServer(
  registry: Registry,
  { host, port }: { host: string; port: number },
  healthView: (() => Promise<unknown>) | null = null,
): Promise<MetricsServer> {
  collectDefaultMetrics({ register: registry });
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const readable = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/health' && readable && healthView) {
      healthView().then(
        (view) =>
          response
            .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
            .end(`${JSON.stringify(view, null, 2)}\n`),
        () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Health unavailable\n'),
      );
      return;
    }
    if (path !== '/metrics' || !readable) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: scrape /metrics (or read /health)\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${bound}/metrics`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
