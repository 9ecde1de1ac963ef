// What the site counts as a visitor won, for comparing a canary with its stable release: the shell
// reports the goals that are pages (a visitor who lands on one or navigates to it), the edge counts
// the goals that are its own API answers. Both sides, and the release service, read these names.

/** Every goal, in the order the release console shows them. */
export const CONVERSION_GOALS = ['contact-reached', 'contact-sent', 'job-opened', 'application-submitted'] as const;
export type ConversionGoal = (typeof CONVERSION_GOALS)[number];

/** The goals a browser reports: reaching a page, by the page module the route table names. */
export const PAGE_GOALS = { 'contact/ContactPage': 'contact-reached', 'careers/JobDetailsPage': 'job-opened' } as const;
export type PageGoal = (typeof PAGE_GOALS)[keyof typeof PAGE_GOALS];

/**
 * Where the shell reports a page goal: under the failure reports' path, so the browser sends the
 * token of the releases it was served with it, which is what makes a report count.
 */
export const CONVERSION_REPORTS_PATH = '/api/client-reports/conversions';

/** The largest report the edge takes, in bytes (one is about 30). */
export const MAX_CONVERSION_REPORT_BYTES = 128;
