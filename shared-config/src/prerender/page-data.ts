/**
 * Data the edge puts in a page it rendered with data, for the browser's first render to draw the
 * same thing: `<script id=… type="application/json">`. The edge and the remote both read these names.
 */

/**
 * A job page: `{ id, answer, origin }`, `answer` being the provider's answer for that job and `origin`
 * the site's public origin the page's absolute URLs were drawn with (the edge's PUBLIC_URL, or null).
 */
export const PREFETCHED_JOB_ID = 'prefetched-job';

/** The job list: `{ search, answer }`, `search` being the page URL's query string (`?q=…`, or ''). */
export const PREFETCHED_JOBS_ID = 'prefetched-jobs';

/** The JSON list of scripts the edge gives a prerendered page, for the shell to preload once the page has painted. */
export const DEFERRED_SCRIPTS_ID = 'deferred-scripts';

/** The job search a `/career` URL asks for: the list call careers' page makes. */
export interface CareerSearch {
  q: string;
  location: string;
  industry: string;
  page: number;
  limit: number;
}

/**
 * What careers-remote's production build ships for the edge to run (dist/server/careers.cjs): its
 * pages drawn as the browser's first render draws them from the provider's answers, which the edge
 * then puts next to the HTML (the ids above). Each render throws on an answer of the wrong shape.
 */
export interface CareersServerModule {
  /** The search a `/career` query string (`?q=…`, or '') asks for, for the edge to fetch. */
  careerSearchFor(search: string): CareerSearch;
  renderCareerPage(search: string, answer: unknown): string;
  /** `origin`: the site's public origin for the page's absolute URLs (the edge's PUBLIC_URL); releases before it ignore it. */
  renderJobDetails(id: string, answer: unknown, origin?: string | null): string;
  /** The page of a job the provider does not have (releases before it lack it: the browser draws it then). */
  renderMissingJob?(id: string): string;
}
