import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { migrateSchema } from '../database/migrate-schema';
import { isJobId } from '../jobs/job-id';
import { isClosedStatus } from 'shared-config/validation/job-rules';
import { countJobs } from '../jobs/jobs-repository';
import { seedBaseDate, daysFromSeedBase } from './seed-dates';
import { DEMO_JOBS_DIR, loadDemoJobs } from './demo-jobs';
import { seedJobsIfEmpty } from './seed-jobs-if-empty';

const seedJobs = loadDemoJobs();

function distinct(values: readonly unknown[]): Set<unknown> {
  return new Set(values);
}

describe('the demo jobs', () => {
  it('holds at least 40 jobs with unique url-safe ids', () => {
    expect(seedJobs.length).toBeGreaterThanOrEqual(40);
    expect(seedJobs.every((job) => isJobId(job.id))).toBe(true);
    expect(distinct(seedJobs.map((job) => job.id)).size).toBe(seedJobs.length);
  });

  it('varies what the careers pages show and filter on', () => {
    expect(distinct(seedJobs.map((job) => job.location))).toEqual(new Set(['Onsite', 'Remote', 'Hybrid']));
    expect(distinct(seedJobs.map((job) => job.employmentType))).toEqual(
      new Set(['Full-time', 'Part-time', 'Contract', 'Internship']),
    );
    expect(distinct(seedJobs.map((job) => job.jobIndustry)).size).toBeGreaterThanOrEqual(5);
    expect(distinct(seedJobs.map((job) => job.jobCategory)).size).toBeGreaterThanOrEqual(6);
    expect(distinct(seedJobs.map((job) => job.organization.businessName)).size).toBeGreaterThanOrEqual(3);
    expect(distinct(seedJobs.flatMap((job) => job.requiredFiles))).toEqual(
      new Set(['resume', 'coverLetter', 'portfolio']),
    );
    expect(distinct(seedJobs.flatMap((job) => job.requiredFields)).size).toBeGreaterThanOrEqual(7);
  });

  it('has closed jobs in each spelling, jobs without deadline and organisations without address', () => {
    const closedStatuses = seedJobs.filter((job) => isClosedStatus(job.status)).map((job) => job.status);
    expect(distinct(closedStatuses)).toEqual(new Set(['closed', 'Close', 'CLOSED']));
    expect(seedJobs.filter((job) => job.endDate === null).length).toBeGreaterThanOrEqual(3);
    expect(seedJobs.filter((job) => job.organization.businessAddress === null).length).toBeGreaterThanOrEqual(2);
  });

  it('dates postings over the 60 days before the base date and keeps open deadlines ahead', () => {
    const earliest = daysFromSeedBase(-60);
    for (const job of seedJobs) {
      expect(job.startDate >= earliest && job.startDate <= seedBaseDate).toBe(true);
      if (!isClosedStatus(job.status) && job.endDate !== null) expect(job.endDate > '2026-11-30').toBe(true);
    }
  });

  it('writes real HTML descriptions', () => {
    for (const job of seedJobs) {
      expect(job.description).toMatch(/^<h3>/);
      expect(job.description).toMatch(/<ul><li>.+<\/li><\/ul>/);
      expect(job.description).toMatch(/<a href="https:\/\/[^"]+"/);
      expect(job.description).not.toMatch(/lorem|ipsum/i);
    }
  });

  it('seeds an empty table once and leaves a filled one alone', () => {
    const db = new BetterSqlite3(':memory:');
    migrateSchema(db);
    expect(seedJobsIfEmpty(db)).toBe(seedJobs.length);
    expect(seedJobsIfEmpty(db)).toBe(0);
    expect(countJobs(db)).toBe(seedJobs.length);
    db.close();
  });

  it('are data files, JSON', () => {
    const files = readdirSync(DEMO_JOBS_DIR);
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(files.every((file) => file.endsWith('.json'))).toBe(true);
  });
});

describe('reading the demo jobs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'demo-jobs-'));
    cpSync(DEMO_JOBS_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string) => path.join(dir, name);
  /** Rewrites the first job of the engineering file. */
  const changeFirstJob = (change: (job: Record<string, unknown>) => void) => {
    const jobs = JSON.parse(readFileSync(file('engineering.json'), 'utf8')) as Record<string, unknown>[];
    change(jobs[0] as Record<string, unknown>);
    writeFileSync(file('engineering.json'), JSON.stringify(jobs));
  };

  it('gives the same jobs from a copy of the files, in id order', () => {
    expect(loadDemoJobs(dir)).toEqual(seedJobs);
    expect(seedJobs.map((job) => job.id)).toEqual(seedJobs.map((job) => job.id).sort());
  });

  it.each([
    [
      'a location the job board does not have',
      (job: Record<string, unknown>) => (job.location = 'Moon'),
      /engineering\.json at \/0\/location/,
    ],
    ['a field no job has', (job: Record<string, unknown>) => (job.salary = 1), /engineering\.json at \/0/],
    ['a blank title', (job: Record<string, unknown>) => (job.jobTitle = ''), /engineering\.json at \/0\/jobTitle/],
    ['an id no URL can carry', (job: Record<string, unknown>) => (job.id = 'job 1'), /engineering\.json at \/0\/id/],
    [
      'an organization shared.json lacks',
      (job: Record<string, unknown>) => (job.organization = 'nobody'),
      /engineering\.json \(job-0001\) names the organization "nobody", which shared\.json lacks/,
    ],
    [
      'an offer shared.json lacks',
      (job: Record<string, unknown>) => (job.offer = 'toString'),
      /names the offer "toString", which shared\.json lacks/,
    ],
    [
      'a link shared.json lacks',
      (job: Record<string, unknown>) => (job.links = ['nowhere']),
      /names the link "nowhere"/,
    ],
    [
      'the id of another job',
      (job: Record<string, unknown>) => (job.id = 'job-0045'),
      /another job has the id job-0045/,
    ],
  ])('refuses %s, naming the file and the place', (_case, change, message) => {
    changeFirstJob(change);
    expect(() => loadDemoJobs(dir)).toThrow(message);
  });

  it('refuses a file that is not JSON, or shared entries of the wrong shape', () => {
    writeFileSync(file('extra.json'), '[{');
    expect(() => loadDemoJobs(dir)).toThrow(/demo jobs: extra\.json is not JSON/);
    rmSync(file('extra.json'));
    const shared = JSON.parse(readFileSync(file('shared.json'), 'utf8')) as { links: Record<string, unknown> };
    shared.links.aboutCorelink = { label: 'Life at Corelink', href: 'http://corelink.example/about' };
    writeFileSync(file('shared.json'), JSON.stringify(shared));
    expect(() => loadDemoJobs(dir)).toThrow(/shared\.json at \/links\/aboutCorelink\/href/);
  });
});
