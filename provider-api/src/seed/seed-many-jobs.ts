import type { Database } from 'better-sqlite3';
import type { EmploymentType, ProviderJob, JobLocation } from 'shared-config/job-board';
import { generateId } from '../jobs/job-id';
import { insertJobs } from '../jobs/jobs-repository';
import { daysFromSeedBase } from './seed-dates';

const levels = ['Junior', 'Mid-level', 'Senior', 'Lead', 'Principal'];
const roles = [
  'Software Engineer',
  'Security Analyst',
  'Cloud Engineer',
  'Support Specialist',
  'Data Analyst',
  'Account Executive',
  'Project Manager',
  'Product Designer',
  'Network Engineer',
  'DevOps Engineer',
  'QA Engineer',
];
const locations: JobLocation[] = ['Onsite', 'Remote', 'Hybrid'];
const employmentTypes: EmploymentType[] = ['Full-time', 'Part-time', 'Contract', 'Internship'];
const industries = [
  'Information Technology',
  'Cybersecurity',
  'Cloud Computing',
  'Financial Services',
  'Telecommunications',
];
const categories = ['Engineering', 'Security', 'Sales', 'Support', 'Operations', 'Design', 'Data'];

function pick<T>(values: readonly T[], index: number): T {
  return values[index % values.length] as T;
}

// Lists of different lengths cycling side by side give varied combinations row after row.
function* generateJobs(count: number): Generator<ProviderJob> {
  for (let index = 0; index < count; index += 1) {
    const title = `${pick(levels, index)} ${pick(roles, index)} ${index + 1}`;
    yield {
      id: generateId('gen'),
      jobTitle: title,
      startDate: daysFromSeedBase(-(index % 365)),
      endDate: index % 4 === 0 ? null : daysFromSeedBase(30 + (index % 60)),
      employmentType: pick(employmentTypes, index),
      location: pick(locations, index),
      jobIndustry: pick(industries, Math.floor(index / levels.length)),
      jobCategory: pick(categories, index),
      status: index % 10 === 0 ? 'closed' : 'open',
      description: `<h3>About the role</h3><p>${title} for a Corelink Technologies client.</p><ul><li>Generated for load tests</li></ul>`,
      organization: { businessName: 'Corelink Technologies', businessAddress: index % 2 ? null : 'Lagos, Nigeria' },
      requiredFields: ['firstName', 'lastName', 'email'],
      requiredFiles: ['resume'],
    };
  }
}

/** Inserts `count` generated jobs in one transaction (benchmarks and index tests). */
export function seedManyJobs(db: Database, count: number): number {
  return insertJobs(db, generateJobs(count));
}
