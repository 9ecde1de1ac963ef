import {
  DEFAULT_JOB_PAGE_SIZE,
  JOB_LOCATIONS,
  JOB_PAGE_SIZES,
  MAX_JOB_INDUSTRY_LENGTH,
  MAX_JOB_QUERY_LENGTH,
  isJobLocation,
  type JobLocation,
} from 'shared-config/validation';
import { ApiError } from './api-error';

export interface JobsQuery {
  page: number;
  limit: number;
  q?: string;
  location?: JobLocation;
  industry?: string;
}

// The provider's own ceiling; a larger page number could never hold results anyway.
const MAX_PAGE = 1_000_000;

// "10, 20 or 30": the choices as a visitor would read them.
function choices(values: readonly (string | number)[]): string {
  const texts = values.map(String);
  return texts.length < 2 ? texts.join('') : `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)}`;
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ApiError(400, `Invalid ${name}: give it once`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function pageOf(query: Record<string, unknown>): number {
  const text = single(query, 'page');
  if (text === undefined) return 1;
  const page = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) {
    throw new ApiError(400, `Invalid page: expected a whole number from 1 to ${MAX_PAGE}`);
  }
  return page;
}

function limitOf(query: Record<string, unknown>): number {
  const text = single(query, 'limit');
  if (text === undefined) return DEFAULT_JOB_PAGE_SIZE;
  const limit = JOB_PAGE_SIZES.find((size) => String(size) === text);
  if (limit === undefined) throw new ApiError(400, `Invalid limit: expected ${choices(JOB_PAGE_SIZES)}`);
  return limit;
}

function boundedText(query: Record<string, unknown>, name: string, max: number): string | undefined {
  const text = single(query, name);
  if (text !== undefined && text.length > max) throw new ApiError(400, `Invalid ${name}: at most ${max} characters`);
  return text;
}

/** The list query as the edge accepts it; unknown parameters are ignored, known ones are checked. */
export function parseJobsQuery(query: Record<string, unknown>): JobsQuery {
  const location = single(query, 'location');
  if (location !== undefined && !isJobLocation(location)) {
    throw new ApiError(400, `Invalid location: expected ${choices(JOB_LOCATIONS)}`);
  }
  return {
    page: pageOf(query),
    limit: limitOf(query),
    q: boundedText(query, 'q', MAX_JOB_QUERY_LENGTH),
    location,
    industry: boundedText(query, 'industry', MAX_JOB_INDUSTRY_LENGTH),
  };
}

/**
 * The provider's query string; also the cache key, as equal queries always serialise alike. The
 * provider's title search ignores case, so `q` is case-folded here: `Engineer` and `ENGINEER` are one
 * entry, not two.
 */
export function toSearchParams(query: JobsQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.q !== undefined) params.set('q', query.q.toLowerCase());
  if (query.location !== undefined) params.set('location', query.location);
  if (query.industry !== undefined) params.set('industry', query.industry);
  return params;
}
