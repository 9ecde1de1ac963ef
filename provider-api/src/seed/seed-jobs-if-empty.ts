import type { Database } from 'better-sqlite3';
import { countJobs, insertJobs } from '../jobs/jobs-repository';
import { loadDemoJobs } from './demo-jobs';

// Only an empty table is seeded, so restarts never duplicate jobs or undo changes made since; the
// data files are read (and checked) only then.
export function seedJobsIfEmpty(db: Database): number {
  if (countJobs(db) > 0) return 0;
  return insertJobs(db, loadDemoJobs());
}
