import BetterSqlite3 from 'better-sqlite3';
import { migrateSchema } from '../database/migrate-schema';
import { isJobId } from '../jobs/job-id';
import { isClosedStatus } from 'shared-config/validation/job-rules';
import { countJobs } from '../jobs/jobs-repository';
import { seedBaseDate, daysFromSeedBase } from './seed-dates';
import { seedJobs } from './seed-jobs';
import { seedJobsIfEmpty } from './seed-jobs-if-empty';

function distinct(values: readonly unknown[]): Set<unknown> {
  return new Set(values);
}

describe('seed jobs', () => {
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
});
