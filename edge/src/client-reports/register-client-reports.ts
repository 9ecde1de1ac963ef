import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { jsonBodyValidator } from '../api/schemas/json-body-validator';
import type { FastifyInstance } from 'fastify';
import { CLIENT_REPORTS_PATH, MAX_FAILURE_REPORT_BYTES } from 'shared-config/failure-reports';
import { ApiError } from '../api-error/api-error';
import type { CanaryAnalysis } from '../canary-analysis/canary-analysis';
import { networkOf } from '../canary-analysis/network-of';
import type { RateLimit } from '../config';
import type { EdgeMetrics } from '../metrics/edge-metrics';
import type { SiteReleases } from '../pages/site-releases';
import { clientReportOf } from './client-report';
import { ClientReportBody } from './client-report-schema';
import { reportErrorAnswers } from './report-answers';
import { isJson } from './json-request';
import { verifyReport } from './report-verification';

export interface ClientReportsOptions {
  releases: SiteReleases;
  analysis: CanaryAnalysis;
  metrics: EdgeMetrics;
  limit: RateLimit;
}

/**
 * `POST /api/client-reports`: a browser's failure report (a remote that did not load, a page that
 * threw, a shell that did not start). Checked (JSON, at most 1 KB, its schema's exact shape, a release this
 * edge has of that package) and rate limited per address before anything is counted; then counted,
 * logged once, and, when the served-releases token it carries vouches for it, shown to the canary
 * analysis from the network of the address the edge trusts. Answered 204: a beacon reads no answer.
 */
export function registerClientReports(
  app: FastifyInstance,
  { releases, analysis, metrics, limit }: ClientReportsOptions,
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    CLIENT_REPORTS_PATH,
    {
      bodyLimit: MAX_FAILURE_REPORT_BYTES,
      validatorCompiler: jsonBodyValidator,
      schema: {
        tags: ['browser reports'],
        summary: 'A failure in a browser: a remote that did not load, a page that threw, a shell that did not start',
        body: ClientReportBody,
        response: {
          204: Type.Null({ description: 'Counted; weighed by the canary analysis when its token vouches for it' }),
          ...reportErrorAnswers,
        },
      },
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      // After the rate limit (onRequest) and before the body is read.
      preParsing: async (request) => {
        if (!isJson(request)) throw new ApiError(415, 'Expected application/json');
      },
    },
    async (request, reply) => {
      const report = clientReportOf(request.body);
      if (!(await releases.hasRelease(report.package, report.release))) {
        throw new ApiError(400, `Unknown release of ${report.package}`);
      }
      const verified = verifyReport(report, await releases.identity.servedOf(request));
      metrics.clientReports.inc({
        package: report.package,
        release: report.release,
        kind: report.kind,
        verified: String(verified !== null),
      });
      request.log.warn(
        { report, verified: verified !== null },
        `browser failure report: ${report.kind} of ${report.package} ${report.release}`,
      );
      if (!verified) return reply.code(204).send(null);
      try {
        await analysis.failed({
          package: report.package,
          release: report.release,
          role: verified.role,
          visitor: verified.visitor,
          network: networkOf(request.ip),
          source: report.kind,
        });
      } catch (error) {
        // The report is counted; only the canary analysis missed it.
        request.log.error({ err: error }, 'failure report not weighed for the canary analysis');
      }
      return reply.code(204).send(null);
    },
  );
}
