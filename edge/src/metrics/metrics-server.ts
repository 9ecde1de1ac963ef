import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, type Registry } from 'prom-client';

export interface MetricsServer {
  /** Where Prometheus scrapes: http://host:port/metrics. */
  url: string;
  close(): Promise<void>;
}

/** A read-only JSON view served beside the metrics, by its path. */
export type JsonViews = Record<string, () => Promise<unknown>>;

/**
 * The metrics in Prometheus's text format on their own server (METRICS_HOST, METRICS_PORT), never on
 * the public port: they say which releases run and how the edge fares, which is nobody else's business.
 * Adds the process's own figures (CPU, memory, event-loop lag, handles) to the registry. The JSON
 * views on the same server (`/health`, the detailed health view; `/canaries`, the canary analysis's
 * window for the release service) are as private.
 */
export async function startMetricsServer(
  registry: Registry,
  { host, port }: { host: string; port: number },
  views: JsonViews = {},
): Promise<MetricsServer> {
  collectDefaultMetrics({ register: registry });
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const readable = request.method === 'GET' || request.method === 'HEAD';
    const view = Object.hasOwn(views, path) ? views[path] : undefined;
    if (view && readable) {
      view().then(
        (value) =>
          response
            .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
            .end(`${JSON.stringify(value, null, 2)}\n`),
        () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${path} unavailable\n`),
      );
      return;
    }
    if (path !== '/metrics' || !readable) {
      const also = Object.keys(views);
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`Not found: scrape /metrics${also.length > 0 ? ` (or read ${also.join(', ')})` : ''}\n`);
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
