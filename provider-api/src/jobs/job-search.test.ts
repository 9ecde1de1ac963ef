import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrateSchema } from '../database/migrate-schema';
import { seedManyJobs } from '../seed/seed-many-jobs';
import { buildJobSearchSql, jobListSql, searchJobs } from './job-search';

function queryPlan(db: Database, sql: string, params: Record<string, string | number>): string {
  return db
    .prepare<Record<string, string | number>, { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(params)
    .map((row) => row.detail)
    .join('\n');
}

describe('job search at 100,000 jobs', () => {
  let db: Database;
  beforeAll(() => {
    db = new BetterSqlite3(':memory:');
    migrateSchema(db);
    expect(seedManyJobs(db, 100_000)).toBe(100_000);
  });
  afterAll(() => db.close());

  it.each([
    [{ location: 'Remote', industry: 'Cybersecurity' }, 'jobs_by_location_industry'],
    [{ location: 'Hybrid' }, 'jobs_by_location'],
    [{ industry: 'Cloud Computing' }, 'jobs_by_industry'],
    [{ q: 'engineer' }, 'jobs_by_start_date'],
    [{ q: 'engineer', location: 'Onsite', industry: 'Financial Services' }, 'jobs_by_location_industry'],
    [{}, 'jobs_by_start_date'],
  ])('reads %j through %s in listing order, without a table scan or sort', (criteria, index) => {
    const { where, params } = buildJobSearchSql(criteria);
    const plan = queryPlan(db, jobListSql(where), { ...params, limit: 10, offset: 0 });
    expect(plan).toContain(`INDEX ${index}`);
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN jobs$/m);
    const countPlan = queryPlan(db, `SELECT COUNT(*) FROM jobs ${where}`, params);
    expect(countPlan).toContain('USING COVERING INDEX');
  });

  it('finds and counts the filtered rows', () => {
    const result = searchJobs(db, { page: 2, limit: 25, location: 'Remote', industry: 'Cybersecurity', q: 'SENIOR' });
    expect(result.items).toHaveLength(25);
    expect(result.totalItems).toBeGreaterThan(25);
    for (const job of result.items) {
      expect(job).toEqual(expect.objectContaining({ location: 'Remote', jobIndustry: 'Cybersecurity' }));
      expect(job.jobTitle).toMatch(/senior/i);
    }
  });
});
