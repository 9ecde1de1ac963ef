import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { jsonBodyValidator } from '../api/schemas/json-body-validator';
import type { FastifyInstance } from 'fastify';
import { MAX_VITALS_REPORT_BYTES, WEB_VITALS_PATH, type VitalName } from 'shared-config/vitals-reports';
import { ApiError } from '../api/api-error';
import { isJson } from '../client-reports/json-request';
import { reportErrorAnswers } from '../client-reports/report-answers';
import type { RateLimit } from '../config';
import { runningCanary } from 'releases/model';
import { startsPageView } from 'releases/edge';
import type { CanaryWindow } from 'releases/edge';
import type { EdgeMetrics } from '../metrics/edge-metrics';
import type { SiteReleases } from '../pages/site-releases';
import { VitalsBodySchema, type VitalsBody } from './vitals-body';
import { vitalsLabels } from './vitals-labels';

// web-vitals gives milliseconds; Prometheus's unit is the second (CLS has none).
const inUnit = (name: VitalName, value: number) => (name === 'CLS' ? value : value / 1000);

/**
 * `POST /api/web-vitals`: one page view's Core Web Vitals from a browser, beside the failure reports
 * but rate limited apart from them, so a flood of measurements can never use up the reports' allowance.
 * Checked (JSON, at most 1 KB, its schema: the exact shape, plausible values) and observed into the histograms
 * under the route's pattern, for the page's package and the shell, each with its release and role;
 * a route or a release this edge does not serve is dropped. Where the package has a running canary,
 * a stable or canary visitor's LCP, INP and CLS are also kept over the canary analysis's window, for
 * the release service's p75s. Answered 204.
 */
export function registerWebVitals(
  app: FastifyInstance,
  {
    releases,
    metrics,
    window,
    limit,
  }: { releases: SiteReleases; metrics: EdgeMetrics; window: Pick<CanaryWindow, 'vitals'>; limit: RateLimit },
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    WEB_VITALS_PATH,
    {
      bodyLimit: MAX_VITALS_REPORT_BYTES,
      validatorCompiler: jsonBodyValidator,
      schema: {
        tags: ['browser reports'],
        summary: "One page view's Core Web Vitals, sent as a beacon when the page is hidden",
        body: VitalsBodySchema,
        response: {
          204: Type.Null({ description: 'Taken (a route or release this edge does not serve is dropped)' }),
          ...reportErrorAnswers,
        },
      },
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      preParsing: async (request) => {
        if (!isJson(request)) throw new ApiError(415, 'Expected application/json');
      },
    },
    async (request, reply) => {
      const body: VitalsBody = request.body;
      const current = releases.watcher.current();
      for (const labels of await vitalsLabels(request, body, releases)) {
        for (const [name, value] of Object.entries(body.vitals) as [VitalName, number][]) {
          metrics.webVitals[name].observe(labels, inUnit(name, value));
        }
        if (startsPageView(body.vitals)) {
          metrics.webVitals.reports.inc({ package: labels.package, release: labels.release, role: labels.role });
        }
        if (labels.role !== 'preview' && runningCanary(current[labels.package])) {
          await window.vitals.record(`${labels.package}/${labels.release}`, body.vitals);
        }
      }
      return reply.code(204).send(null);
    },
  );
}
