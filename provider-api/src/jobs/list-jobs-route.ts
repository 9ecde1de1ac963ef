import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from 'shared-config/server-schemas';
import { COMMON_ERROR_ANSWERS } from '../schemas/error-answer';
import { DEFAULT_LIMIT, DEFAULT_PAGE, JobListAnswer, ListJobsQuery, MAX_LIMIT } from '../schemas/list-jobs';
import { searchJobs } from './job-search';

// Surrounding spaces are no part of a search; an empty parameter is no criterion.
const criterion = (value: string | undefined) => value?.trim() || undefined;

export function registerListJobsRoute(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/jobs/getapijobs/',
    {
      schema: {
        summary: 'A page of jobs, newest first, filtered by title, location and industry',
        querystring: ListJobsQuery,
        response: {
          200: JobListAnswer,
          400: errorAnswer('A query parameter out of its range, or given twice'),
          ...COMMON_ERROR_ANSWERS,
        },
      },
    },
    async (request) => {
      const { page = DEFAULT_PAGE, limit: asked = DEFAULT_LIMIT, q, location, industry } = request.query;
      const limit = Math.min(asked, MAX_LIMIT);
      const { items, totalItems } = searchJobs(db, {
        page,
        limit,
        q: criterion(q),
        location: criterion(location),
        industry: criterion(industry),
      });
      return {
        data: {
          items,
          list: { meta: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, limit } },
        },
      };
    },
  );
}
