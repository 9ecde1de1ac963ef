import { isClosedStatus } from 'shared-config/validation/job-rules';
import type { ApplicationReceipt, Job, JobPage } from './job';

// The provider's answers arrive as unknown JSON; everything the pages read is checked here, once.

type JsonObject = Record<string, unknown>;

function asObject(value: unknown): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : {};
}

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' ? String(value) : '';
}

function optionalText(value: unknown): string | null {
  const result = text(value);
  return result === '' ? null : result;
}

function names(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const valid = value.map(text).filter((name) => name !== '');
  return [...new Set(valid)];
}

function positiveInteger(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

/** One job from the provider, or null when it has no id to link to. */
function normaliseJob(raw: unknown): Job | null {
  const job = asObject(raw);
  const id = text(job.id);
  if (id === '') return null;
  const organization = asObject(job.organization);
  const status = text(job.status);
  return {
    id,
    jobTitle: text(job.jobTitle),
    startDate: optionalText(job.startDate),
    endDate: optionalText(job.endDate),
    employmentType: text(job.employmentType),
    location: text(job.location),
    jobIndustry: text(job.jobIndustry),
    jobCategory: text(job.jobCategory),
    status,
    isClosed: isClosedStatus(status),
    description: typeof job.description === 'string' ? job.description : '',
    organization: {
      businessName: text(organization.businessName),
      businessAddress: optionalText(organization.businessAddress),
    },
    requiredFields: names(job.requiredFields),
    requiredFiles: names(job.requiredFiles),
  };
}

/** `{ data: job }` from the detail call. */
export function normaliseJobResponse(raw: unknown): Job {
  const job = normaliseJob(asObject(raw).data);
  if (!job) throw new Error('The job answer has no job in it');
  return job;
}

/** `{ data: { items, list: { meta } } }` from the list call; `requestedPage` fills a missing meta. */
export function normaliseJobPageResponse(raw: unknown, requestedPage: number): JobPage {
  const data = asObject(asObject(raw).data);
  const meta = asObject(asObject(data.list).meta);
  const items = Array.isArray(data.items) ? data.items.map(normaliseJob) : [];
  return {
    items: items.filter((job): job is Job => job !== null),
    currentPage: positiveInteger(meta.currentPage, requestedPage),
    totalPages: Number.isInteger(meta.totalPages) && Number(meta.totalPages) >= 0 ? Number(meta.totalPages) : 1,
  };
}

export function normaliseApplicationReceipt(raw: unknown): ApplicationReceipt {
  return { message: text(asObject(raw).message) };
}
