export const JOB_LOCATIONS = ['Onsite', 'Remote', 'Hybrid'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

export const JOB_PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_JOB_PAGE_SIZE = 10;
export const MAX_JOB_QUERY_LENGTH = 200;
export const MAX_JOB_INDUSTRY_LENGTH = 100;

/** Job ids are plain identifiers: no slashes, dots or control characters can reach the provider. */
export const JOB_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isJobLocation(value: string): value is JobLocation {
  return (JOB_LOCATIONS as readonly string[]).includes(value);
}

export function isClosedStatus(status: string | null | undefined): boolean {
  const normalised = (status ?? '').trim().toLowerCase();
  return normalised === 'closed' || normalised === 'close';
}
