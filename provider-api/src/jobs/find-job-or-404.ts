import { httpErrors } from '@fastify/sensible';
import type { Database } from 'better-sqlite3';
import type { ProviderJob } from 'shared-config/job-board';
import { findJobById } from './jobs-repository';

/**
 * The job a route's `:id` names. The routes attach their params' validation error instead of
 * answering it: a malformed id cannot name a stored job, so it gets the same 404 as an unknown one.
 */
export function findJobOr404(db: Database, request: { params: { id: string }; validationError?: Error }): ProviderJob {
  const job = request.validationError ? undefined : findJobById(db, request.params.id);
  if (!job) throw httpErrors.notFound('Job not found');
  return job;
}
