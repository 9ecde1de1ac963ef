import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_NAMES } from 'releases/model';
import {
  CONVERSION_REPORTS_PATH,
  MAX_CONVERSION_REPORT_BYTES,
  PAGE_GOALS,
  type ConversionGoal,
  type PageGoal,
} from 'shared-config/conversion-reports';
import { ApiError } from '../api-error/api-error';
import { jsonBodyValidator } from '../api/schemas/json-body-validator';
import { networkOf } from '../canary-analysis/network-of';
import { isJson } from '../client-reports/json-request';
import { reportErrorAnswers } from '../client-reports/report-answers';
import type { RateLimit } from '../config';
import type { SiteReleases } from '../pages/site-releases';
import { countConversion, type ConversionSinks } from './count-conversion';

const ConversionReportBody = Type.Object(
  { goal: Type.Unsafe<PageGoal>({ type: 'string', enum: [...new Set(Object.values(PAGE_GOALS))] }) },
  { additionalProperties: false },
);

/** The goals the edge answers itself: a contact form sent, an application taken (2xx answers of its API). */
const API_GOALS: Record<string, ConversionGoal> = {
  'POST /api/contact': 'contact-sent',
  'POST /api/jobs/apply/:id': 'application-submitted',
};

/**
 * Counts the visitors each running canary and its stable release win, by distinct visitor over the
 * canary analysis's window: `POST /api/client-reports/conversions`, the shell's report of a goal page
 * reached (JSON, at most 128 bytes, a page goal's name alone, rate limited per address as the failure
 * reports, apart from them), counted when the served-releases token the browser sends with it vouches
 * for the visitor; and every contact form sent and application taken through this edge, counted from
 * the visitor's signed id and the releases the edge serves them. Counts only: no personal data.
 */
export function registerConversions(
  app: FastifyInstance,
  { releases, sinks, limit }: { releases: SiteReleases; sinks: ConversionSinks; limit: RateLimit },
): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    CONVERSION_REPORTS_PATH,
    {
      bodyLimit: MAX_CONVERSION_REPORT_BYTES,
      validatorCompiler: jsonBodyValidator,
      schema: {
        tags: ['browser reports'],
        summary:
          'A visitor reached a goal page (the contact page, a job): counted for the canary beside its stable release',
        body: ConversionReportBody,
        response: {
          204: Type.Null({ description: 'Counted when its token vouches for the visitor' }),
          ...reportErrorAnswers,
        },
      },
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      preParsing: async (request) => {
        if (!isJson(request)) throw new ApiError(415, 'Expected application/json');
      },
    },
    async (request, reply) => {
      const served = await releases.identity.servedOf(request);
      if (served) await countConversion(sinks, served, request.body.goal, networkOf(request.ip));
      return reply.code(204).send(null);
    },
  );

  app.addHook('onResponse', async (request, reply) => {
    const goal = API_GOALS[`${request.method} ${request.routeOptions.url}`];
    if (!goal || reply.statusCode < 200 || reply.statusCode >= 300) return;
    try {
      const served = await releases.peek(request);
      if (!served.visitor) return;
      const ofEach = PACKAGE_NAMES.flatMap((name) => {
        const id = served.ids[name];
        const role = served.roles[name];
        return id && role ? [[name, { id, role }] as const] : [];
      });
      const visit = { visitor: served.visitor, releases: Object.fromEntries(ofEach) };
      await countConversion(sinks, visit, goal, networkOf(request.ip));
    } catch (error) {
      request.log.error({ err: error }, `${goal} not counted for the canary analysis`);
    }
  });
}
