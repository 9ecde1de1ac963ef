import type { Database } from 'better-sqlite3';
import { HttpError } from '../app/http-error';
import type { ProviderJob } from 'shared-config/job-board';
import { isJobId } from './job-id';
import { findJobById } from './jobs-repository';

// A malformed id cannot name a stored job, so it gets the same answer as an unknown one.
export function findJobOr404(db: Database, id: string): ProviderJob {
  const job = isJobId(id) ? findJobById(db, id) : undefined;
  if (!job) throw new HttpError(404, 'Job not found');
  return job;
}
