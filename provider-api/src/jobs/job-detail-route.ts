import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { findJobOr404 } from './find-job-or-404';

export function registerJobDetailRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>('/jobs/apijob/:id', async (request) => ({
    data: findJobOr404(db, request.params.id),
  }));
}
