import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrateSchema } from '../database/migrate-schema';
import { seedManyJobs } from '../seed/seed-many-jobs';
import type { ProviderJob as Job } from 'shared-config/job-board';
import {
  buildJobSearchSql,
  type JobSearchCriteria,
  jobCountSql,
  jobListSql,
  narrowestTrigram,
  searchJobs,
} from './job-search';
import { insertJobs } from './jobs-repository';

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

  it.each<[Omit<JobSearchCriteria, 'page' | 'limit'>, string]>([
    [{ location: 'Remote', industry: 'Cybersecurity' }, 'jobs_by_location_industry'],
    [{ location: 'Hybrid' }, 'jobs_by_location'],
    [{ industry: 'Cloud Computing' }, 'jobs_by_industry'],
    [{ q: 'engineer' }, 'jobs_by_start_date'],
    [{ q: 'engineer', location: 'Onsite', industry: 'Financial Services' }, 'jobs_by_location_industry'],
    [{}, 'jobs_by_start_date'],
  ])('reads %j through %s in listing order, without a table scan or sort', (criteria, index) => {
    const sql = buildJobSearchSql(criteria, { narrowestTrigram: narrowestTrigram(db, criteria.q) });
    const plan = queryPlan(db, jobListSql(sql), { ...sql.params, limit: 10, offset: 0 });
    expect(plan).toContain(`INDEX ${index}`);
    expect(plan).not.toMatch(/TEMP B-TREE|SCAN jobs$/m);
    const countPlan = queryPlan(db, jobCountSql(sql), sql.params);
    expect(countPlan).toContain('USING COVERING INDEX');
  });

  it.each([{ q: 'kubernetes' }, { q: 'QA Engineer 100000', location: 'Remote' }])(
    'finds the few titles holding %j through the title index, without reading every job',
    (criteria) => {
      const trigram = narrowestTrigram(db, criteria.q);
      expect(trigram).not.toBeNull();
      const sql = buildJobSearchSql(criteria, { narrowestTrigram: trigram });
      for (const query of [jobListSql(sql), jobCountSql(sql)]) {
        const plan = queryPlan(db, query, { ...sql.params, limit: 10, offset: 0 });
        expect(plan).toMatch(/SCAN jobs_title_search VIRTUAL TABLE/);
        expect(plan).toMatch(/SEARCH jobs USING INDEX sqlite_autoindex_jobs_1 \(id=\?\)/);
      }
    },
  );

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

function jobTitled(id: string, jobTitle: string): Job {
  return {
    id,
    jobTitle,
    startDate: '2026-01-01',
    endDate: null,
    employmentType: 'Full-time',
    location: 'Remote',
    jobIndustry: 'Cybersecurity',
    jobCategory: 'Security',
    status: 'open',
    description: '<p>Test job</p>',
    organization: { businessName: 'Corelink Technologies', businessAddress: null },
    requiredFields: ['firstName'],
    requiredFiles: ['resume'],
  };
}

const idsFound = (db: Database, q: string) =>
  searchJobs(db, { page: 1, limit: 100, q })
    .items.map((job) => job.id)
    .sort();

describe('title search through the title index', () => {
  let db: Database;
  beforeEach(() => {
    db = new BetterSqlite3(':memory:');
    migrateSchema(db);
    seedManyJobs(db, 3000);
    insertJobs(db, [
      jobTitled('t-quote', 'Engineer "Red Team" Lead'),
      jobTitled('t-percent', 'Growth 100% Remote_Sales'),
      jobTitled('t-accent', 'Ingénieur Sécurité Réseau'),
      jobTitled('t-emoji', 'Cloud 🚀 Rocket Engineer'),
    ]);
  });
  afterEach(() => db.close());

  it.each([
    'kubernetes',
    'red team',
    '"red team"',
    'm" l',
    '100%',
    '% remote_',
    'ingénieur sécu',
    'SÉCURITÉ',
    '🚀 rocket',
    'r 2999',
    'lead qa engineer 2',
    'engineer',
    'qa',
    'é',
  ])('finds exactly the titles holding %j, in any case, as a substring, in listing order', (q) => {
    const rows = db
      .prepare<[], { id: string; job_title: string }>(
        'SELECT id, job_title FROM jobs ORDER BY start_date DESC, id DESC',
      )
      .all();
    const holding = rows.filter((job) => job.job_title.toLowerCase().includes(q.toLowerCase())).map((job) => job.id);
    const result = searchJobs(db, { page: 1, limit: 100, q });
    expect(result.totalItems).toBe(holding.length);
    expect(result.items.map((job) => job.id)).toEqual(holding.slice(0, 100));
  });

  it('follows the jobs table: added, retitled and removed jobs', () => {
    expect(idsFound(db, 'kubernetes')).toEqual([]);
    insertJobs(db, [jobTitled('t-k8s', 'Kubernetes Platform Engineer')]);
    expect(idsFound(db, 'kubernetes platform')).toEqual(['t-k8s']);

    db.prepare(
      "UPDATE jobs SET job_title = 'Nomad Platform Engineer', job_title_lower = 'nomad platform engineer' WHERE id = 't-k8s'",
    ).run();
    expect(idsFound(db, 'kubernetes')).toEqual([]);
    expect(idsFound(db, 'nomad platform')).toEqual(['t-k8s']);

    db.prepare("DELETE FROM jobs WHERE id = 't-k8s'").run();
    expect(idsFound(db, 'nomad platform')).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS rows FROM jobs_title_search').get()).toEqual({ rows: 3004 });
  });

  it('indexes the jobs of a data folder created before the title index existed', () => {
    db.exec(`
      DROP TRIGGER jobs_title_search_insert;
      DROP TRIGGER jobs_title_search_delete;
      DROP TRIGGER jobs_title_search_update;
      DROP TABLE jobs_title_trigrams;
      DROP TABLE jobs_title_search;
    `);
    insertJobs(db, [jobTitled('t-old', 'Mainframe Operator')]);
    migrateSchema(db);
    expect(idsFound(db, 'mainframe')).toEqual(['t-old']);
    expect(idsFound(db, 'red team')).toEqual(['t-quote']);
    migrateSchema(db);
    expect(db.prepare('SELECT COUNT(*) AS rows FROM jobs_title_search').get()).toEqual({ rows: 3005 });
  });
});
