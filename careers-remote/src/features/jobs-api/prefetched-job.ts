import { PREFETCHED_JOB_ID, PREFETCHED_JOBS_ID } from 'shared-config/page-data';
import { normalJobSearch } from 'shared-config/validation/job-rules';
import type { Action } from 'shared-config/redux';
import { readJobSearch, type JobSearch } from '../job-search/job-search-params';
import { getJobApi } from './get-job';
import { getJobsApi } from './get-jobs';
import { normaliseJobPageResponse, normaliseJobResponse } from './normalise-job';

/** What seeding needs of a store: one whose reducer holds the jobs API's cache (the app's store does). */
interface SeedableStore {
  dispatch(action: Action): unknown;
}

/*
 * Answers the page already has put into the store's cache, as if the query had fetched them, so the
 * first render draws them instead of the loader. Synchronous on purpose: the edge's server render and
 * the browser's first render must agree. Each throws on an answer of the wrong shape.
 */

export function seedJob(store: SeedableStore, id: string, answer: unknown): void {
  const job = normaliseJobResponse(answer);
  store.dispatch(getJobApi.util.upsertQueryEntries([{ endpointName: 'getJob', arg: id, value: job }]));
}

/** A job the provider does not have: the page shows its not-found view at once. */
export function seedMissingJob(store: SeedableStore, id: string): void {
  store.dispatch(getJobApi.util.upsertQueryEntries([{ endpointName: 'getJob', arg: id, value: null }]));
}

export function seedJobList(store: SeedableStore, search: JobSearch, answer: unknown): void {
  const page = normaliseJobPageResponse(answer, search.page);
  store.dispatch(getJobsApi.util.upsertQueryEntries([{ endpointName: 'getJobs', arg: search, value: page }]));
}

function readData(doc: Document, id: string): Record<string, unknown> | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The public origin the edge drew this page's job with (its data's `origin`), if it drew one. */
export function prefetchedOrigin(doc: Document): string | null {
  const origin = readData(doc, PREFETCHED_JOB_ID)?.origin;
  return typeof origin === 'string' && origin !== '' ? origin : null;
}

/**
 * Seeds what the edge rendered into this page, if anything; what cannot be read is left to the queries.
 * The edge renders a search once for every URL showing the same jobs (`normalJobSearch`: `q` in any
 * case, parameters in any order), so the answer also stands for this page's own search (`ownSearch`).
 */
export function seedPrefetchedAnswers(
  store: SeedableStore,
  doc: Document,
  ownSearch = doc.location?.search ?? '',
): void {
  const job = readData(doc, PREFETCHED_JOB_ID);
  const list = readData(doc, PREFETCHED_JOBS_ID);
  try {
    if (job && typeof job.id === 'string') {
      if (job.missing === true) seedMissingJob(store, job.id);
      else seedJob(store, job.id, job.answer);
    }
    if (list && typeof list.search === 'string') {
      const searches =
        normalJobSearch(ownSearch) === normalJobSearch(list.search) ? [list.search, ownSearch] : [list.search];
      for (const search of searches) seedJobList(store, readJobSearch(new URLSearchParams(search)), list.answer);
    }
  } catch {
    // The page then loads the data itself, as it does without a prerendered answer.
  }
}
