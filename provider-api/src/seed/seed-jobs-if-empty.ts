import type { Database } from 'better-sqlite3';
import { countJobs, insertJobs } from '../jobs/jobs-repository';
import { seedJobs } from './seed-jobs';

// Only an empty table is seeded, so restarts never duplicate jobs or undo changes made since.
export function seedJobsIfEmpty(db: Database): number {
  if (countJobs(db) > 0) return 0;
  return insertJobs(db, seedJobs);
}
