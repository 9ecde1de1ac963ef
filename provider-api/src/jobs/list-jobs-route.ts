import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { searchJobs } from './job-search';
import { parseListJobsQuery } from './list-jobs-query';

export function registerListJobsRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Querystring: Record<string, unknown> }>('/jobs/getapijobs/', async (request) => {
    const criteria = parseListJobsQuery(request.query);
    const { items, totalItems } = searchJobs(db, criteria);
    return {
      data: {
        items,
        list: {
          meta: {
            currentPage: criteria.page,
            totalPages: Math.ceil(totalItems / criteria.limit),
            totalItems,
            limit: criteria.limit,
          },
        },
      },
    };
  });
}
