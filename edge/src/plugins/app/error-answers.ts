import type { FastifyInstance } from 'fastify';
import { registerErrorAnswers, type ErrorAnswerRules } from 'shared-config/server';
import { UpstreamError } from '../../api/api-error';

/** The edge's words for a failure of its own, shown to a visitor as is. */
const EDGE_RULES: ErrorAnswerRules = { failure: 'Something went wrong on our side. Please try again.' };

/**
 * Every failure leaves the edge as `{ message }` (shared-config/server's one error handler). A path no
 * route serves is the pages' to answer (register-pages.ts), so no not-found answer is set here.
 */
export function registerEdgeErrorAnswers(app: FastifyInstance): void {
  registerErrorAnswers(app, EDGE_RULES);
}

/**
 * Inside the API, the provider down or too slow keeps its status (502, 504) and its fixed sentence,
 * the cause going to the log as a warning; elsewhere (the sitemap) it is a failure like any other.
 */
export function registerApiErrorAnswers(api: FastifyInstance): void {
  registerErrorAnswers(api, {
    ...EDGE_RULES,
    statusOf: (error, request) => {
      if (!(error instanceof UpstreamError)) return undefined;
      request.log.warn({ upstream: error.detail, status: error.statusCode }, 'provider call failed');
      return error.statusCode;
    },
  });
}
