export const JOB_LOCATIONS = ['Onsite', 'Remote', 'Hybrid'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

export const JOB_PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_JOB_PAGE_SIZE = 10;
export const MAX_JOB_QUERY_LENGTH = 200;
export const MAX_JOB_INDUSTRY_LENGTH = 100;

/** Job ids are plain identifiers: no slashes, dots or control characters can reach the provider. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const FIRST_JOB_PAGE = 1;
export const MAX_JOB_PAGE = 1_000_000;

/** A page number from a URL; anything else is the first page. */
export function jobPageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= FIRST_JOB_PAGE && page <= MAX_JOB_PAGE ? page : FIRST_JOB_PAGE;
}

/** A page size from a URL; anything but the offered sizes is the default. */
export function jobLimitOf(value: string | null): number {
  const limit = Number(value);
  return (JOB_PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_JOB_PAGE_SIZE;
}

/**
 * A careers search URL's query string as the job list shows it, the same for every URL that draws the
 * same page: unknown parameters dropped, `q` trimmed (its case kept: the search field shows it), a
 * location outside the offered ones dropped, defaults left out, one order. '' for the default search,
 * otherwise '?q=…'. The edge draws and keeps the list's page by it.
 */
export function shownJobSearch(search: string): string {
  return jobSearchString(new URLSearchParams(search), (q) => q);
}

/**
 * A careers search URL's query string reduced to what decides its results, the same for every URL
 * that shows the same jobs: as `shownJobSearch`, with `q` case-folded too (the job title search
 * ignores case). Caches of answers and canonical links are keyed by it, so junk parameters and case
 * variants cannot multiply what the edge asks the provider and names to search engines.
 */
export function normalJobSearch(search: string): string {
  return jobSearchString(new URLSearchParams(search), (q) => q.toLowerCase());
}

function jobSearchString(params: URLSearchParams, foldQuery: (q: string) => string): string {
  const normal = new URLSearchParams();
  const q = foldQuery((params.get('q') ?? '').trim()).slice(0, MAX_JOB_QUERY_LENGTH);
  const location = params.get('location') ?? '';
  const industry = (params.get('industry') ?? '').trim().slice(0, MAX_JOB_INDUSTRY_LENGTH);
  const page = jobPageOf(params.get('page'));
  const limit = jobLimitOf(params.get('limit'));
  if (q) normal.set('q', q);
  if (isJobLocation(location)) normal.set('location', location);
  if (industry) normal.set('industry', industry);
  if (page !== FIRST_JOB_PAGE) normal.set('page', String(page));
  if (limit !== DEFAULT_JOB_PAGE_SIZE) normal.set('limit', String(limit));
  const text = normal.toString();
  return text ? `?${text}` : '';
}

export function isJobLocation(value: string): value is JobLocation {
  return (JOB_LOCATIONS as readonly string[]).includes(value);
}

export function isClosedStatus(status: string | null | undefined): boolean {
  const normalised = (status ?? '').trim().toLowerCase();
  return normalised === 'closed' || normalised === 'close';
}
