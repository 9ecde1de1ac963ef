/**
 * Data the edge puts in a page it rendered with data, for the browser's first render to draw the
 * same thing: `<script id=… type="application/json">`. The edge and the remote both read these names.
 */

/** A job page: `{ id, answer }`, `answer` being the provider's answer for that job. */
export const PREFETCHED_JOB_ID = 'prefetched-job';

/** The job list: `{ search, answer }`, `search` being the page URL's query string (`?q=…`, or ''). */
export const PREFETCHED_JOBS_ID = 'prefetched-jobs';
