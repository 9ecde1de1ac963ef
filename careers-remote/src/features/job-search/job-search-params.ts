import {
  DEFAULT_JOB_PAGE_SIZE,
  FIRST_JOB_PAGE,
  isJobLocation,
  jobLimitOf,
  jobPageOf,
  MAX_JOB_INDUSTRY_LENGTH,
  MAX_JOB_QUERY_LENGTH,
  type JobLocation,
} from 'shared-config/validation/job-rules';

/** What Search applies: the job filter (q, category as `industry`, location; docs/product-rules.md#job-search). */
export interface JobFilters {
  q: string;
  location: JobLocation | '';
  industry: string;
}

export interface JobSearch extends JobFilters {
  page: number;
  limit: number;
}

export const EMPTY_FILTERS: JobFilters = { q: '', location: '', industry: '' };
export const FIRST_PAGE = FIRST_JOB_PAGE;

const SEARCH_KEYS = ['q', 'location', 'industry', 'page', 'limit'] as const;

/** The applied search from a URL; anything a shared link gets wrong falls back to the defaults. */
export function readJobSearch(params: URLSearchParams): JobSearch {
  const location = params.get('location') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_JOB_QUERY_LENGTH),
    location: isJobLocation(location) ? location : '',
    industry: (params.get('industry') ?? '').trim().slice(0, MAX_JOB_INDUSTRY_LENGTH),
    page: jobPageOf(params.get('page')),
    limit: jobLimitOf(params.get('limit')),
  };
}

/** The URL for a search: defaults are left out; other parameters (campaign tags) are kept. */
export function writeJobSearch(search: JobSearch, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  SEARCH_KEYS.forEach((key) => next.delete(key));
  const q = search.q.trim();
  if (q) next.set('q', q);
  if (search.location) next.set('location', search.location);
  if (search.industry.trim()) next.set('industry', search.industry.trim());
  if (search.page !== FIRST_PAGE) next.set('page', String(search.page));
  if (search.limit !== DEFAULT_JOB_PAGE_SIZE) next.set('limit', String(search.limit));
  return next;
}
