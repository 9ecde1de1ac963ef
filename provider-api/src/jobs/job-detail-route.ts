import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from 'shared-config/server-schemas';
import { COMMON_ERROR_ANSWERS } from '../schemas/error-answer';
import { JobIdParams } from '../schemas/job';
import { JobAnswer, NoQuery } from '../schemas/job-detail';
import { findJobOr404 } from './find-job-or-404';

export function registerJobDetailRoute(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/jobs/apijob/:id',
    {
      // See findJobOr404: a malformed id is answered as an unknown one.
      attachValidation: true,
      schema: {
        summary: 'One job',
        params: JobIdParams,
        querystring: NoQuery,
        response: {
          200: JobAnswer,
          404: errorAnswer('Job not found (an id of another form included)'),
          ...COMMON_ERROR_ANSWERS,
        },
      },
    },
    async (request) => ({ data: findJobOr404(db, request) }),
  );
}
