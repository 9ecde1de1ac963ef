import type { Database } from 'better-sqlite3';
import type { ProviderJob } from 'shared-config/job-board';
import { jobToRow, rowToJob, type JobRow } from './job-row';

const insertSql = `
INSERT INTO jobs (
  id, job_title, job_title_lower, start_date, end_date, employment_type, location, job_industry,
  job_category, status, description, business_name, business_address, required_fields, required_files
) VALUES (
  @id, @job_title, @job_title_lower, @start_date, @end_date, @employment_type, @location, @job_industry,
  @job_category, @status, @description, @business_name, @business_address, @required_fields, @required_files
)`;

// One transaction for the whole batch: 100,000 rows take about a second instead of minutes.
export function insertJobs(db: Database, jobs: Iterable<ProviderJob>): number {
  const insert = db.prepare<JobRow>(insertSql);
  let count = 0;
  db.transaction(() => {
    for (const job of jobs) {
      insert.run(jobToRow(job));
      count += 1;
    }
  })();
  return count;
}

export function findJobById(db: Database, id: string): ProviderJob | undefined {
  const row = db.prepare<[string], JobRow>('SELECT * FROM jobs WHERE id = ?').get(id);
  return row ? rowToJob(row) : undefined;
}

export function countJobs(db: Database): number {
  const row = db.prepare<[], { total: number }>('SELECT COUNT(*) AS total FROM jobs').get();
  return row?.total ?? 0;
}
