import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_REPORTS_PATH, MAX_FAILURE_REPORT_BYTES } from 'shell/reports';
import { ApiError } from '../api/api-error';
import type { RateLimit } from '../config';
import type { EdgeMetrics } from '../metrics/edge-metrics';
import { visitorIdOf } from '../pages/served-releases';
import type { SiteReleases } from '../pages/site-releases';
import type { CanaryGuard } from './canary-guard';
import { parseClientReport } from './client-report';

const isJson = (request: FastifyRequest) => /^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

export interface ClientReportsOptions {
  releases: SiteReleases;
  guard: CanaryGuard;
  metrics: EdgeMetrics;
  limit: RateLimit;
}

/**
 * `POST /api/client-reports`: a browser's failure report (a remote that did not load, a page that
 * threw). Checked (JSON, at most 1 KB, the exact shape, a release this edge has of that package) and
 * rate limited per address before anything is counted; then counted, logged once, and shown to the
 * canary guard. Answered 204: a beacon reads no answer.
 */
export function registerClientReports(
  app: FastifyInstance,
  { releases, guard, metrics, limit }: ClientReportsOptions,
): void {
  app.post(
    CLIENT_REPORTS_PATH,
    {
      bodyLimit: MAX_FAILURE_REPORT_BYTES,
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      // After the rate limit (onRequest) and before the body is read.
      preParsing: async (request) => {
        if (!isJson(request)) throw new ApiError(415, 'Expected application/json');
      },
    },
    async (request, reply) => {
      const report = parseClientReport(request.body);
      if (!(await releases.hasRelease(report.package, report.release))) {
        throw new ApiError(400, `Unknown release of ${report.package}`);
      }
      metrics.clientReports.inc({ package: report.package, release: report.release, kind: report.kind });
      request.log.warn({ report }, `browser failure report: ${report.kind} of ${report.package} ${report.release}`);
      try {
        await guard.observe(report, visitorIdOf(request));
      } catch (error) {
        // The report is counted; only the canary's automatic halt missed it.
        request.log.error({ err: error }, 'failure report not weighed for a canary halt');
      }
      return reply.code(204).send();
    },
  );
}
