import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { ProviderJob } from 'shared-config/job-board';
import { renderJobDescription } from './render-job-description';
import { daysFromSeedBase } from './seed-dates';
import { SeedJobs, SharedSeed, type SeedJobEntry, type SharedSeedEntries } from './seed-job';

/**
 * The demo jobs' data files: `shared.json` and one file of jobs per group (any other `*.json`). Found
 * through the package, so the edge's and provider-api's bundles read the same files as the source.
 */
export const DEMO_JOBS_DIR = path.join(
  path.dirname(require.resolve('provider-api/package.json')),
  'src/seed/demo-jobs',
);

const SHARED_FILE = 'shared.json';

/** The content of a data file, checked against its format; an error names the file and the place. */
function readDataFile<T extends TSchema>(file: string, schema: T): Static<T> {
  const name = path.basename(file);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`demo jobs: ${name} is not JSON: ${(error as Error).message}`);
  }
  const problem = TypeCompiler.Compile(schema).Errors(value).First();
  if (problem) throw new Error(`demo jobs: ${name} at ${problem.path || '/'}: ${problem.message}`);
  return value as Static<T>;
}

function entryOf<T>(entries: Record<string, T>, kind: string, name: string, where: string): T {
  const entry = Object.hasOwn(entries, name) ? entries[name] : undefined;
  if (entry === undefined)
    throw new Error(`demo jobs: ${where} names the ${kind} "${name}", which ${SHARED_FILE} lacks`);
  return entry;
}

function toJob(seed: SeedJobEntry, shared: SharedSeedEntries, where: string): ProviderJob {
  const organization = entryOf(shared.organizations, 'organization', seed.organization, where);
  const offer = typeof seed.offer === 'string' ? entryOf(shared.offers, 'offer', seed.offer, where) : seed.offer;
  const links = seed.links.map((link) =>
    typeof link === 'string' ? entryOf(shared.links, 'link', link, where) : link,
  );
  return {
    id: seed.id,
    jobTitle: seed.jobTitle,
    startDate: daysFromSeedBase(-seed.postedDaysAgo),
    endDate: seed.closesInDays === null ? null : daysFromSeedBase(seed.closesInDays),
    employmentType: seed.employmentType,
    location: seed.location,
    jobIndustry: seed.jobIndustry,
    jobCategory: seed.jobCategory,
    status: seed.status,
    description: renderJobDescription({ ...seed, offer, links }),
    organization: { ...organization },
    requiredFields: [...seed.requiredFields],
    requiredFiles: [...seed.requiredFiles],
  };
}

/**
 * The demo jobs a new provider database is seeded with, read from their data files and checked: each
 * file against its format, every name a job uses against shared.json, ids unique. In id order.
 */
export function loadDemoJobs(dir = DEMO_JOBS_DIR): ProviderJob[] {
  const shared = readDataFile(path.join(dir, SHARED_FILE), SharedSeed);
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json') && file !== SHARED_FILE)
    .sort();
  const jobs = new Map<string, ProviderJob>();
  for (const file of files) {
    for (const seed of readDataFile(path.join(dir, file), SeedJobs)) {
      const where = `${file} (${seed.id})`;
      if (jobs.has(seed.id)) throw new Error(`demo jobs: ${where}: another job has the id ${seed.id}`);
      jobs.set(seed.id, toJob(seed, shared, where));
    }
  }
  return [...jobs.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
