import { PREFETCHED_JOB_ID } from 'shared-config/page-data';
import type { AppStore } from '../../app/make-store';
import { getJobApi } from './get-job';
import { normaliseJobResponse } from './normalise-job';

/**
 * Puts a job the page already has into the store's cache, as if `useGetJobQuery(id)` had fetched it,
 * so the first render draws the job instead of the loader (synchronously: the edge's server render
 * and the browser's first render must agree). Throws on an answer that is not a job.
 */
export function seedJob(store: AppStore, id: string, answer: unknown): void {
  const job = normaliseJobResponse(answer);
  store.dispatch(getJobApi.util.upsertQueryEntries([{ endpointName: 'getJob', arg: id, value: job }]));
}

/** Seeds the job the edge rendered into this page, if it rendered one; anything unreadable is ignored. */
export function seedPrefetchedJob(store: AppStore, doc: Document): void {
  const text = doc.getElementById(PREFETCHED_JOB_ID)?.textContent;
  if (!text) return;
  try {
    const { id, answer } = JSON.parse(text) as { id?: unknown; answer?: unknown };
    if (typeof id === 'string') seedJob(store, id, answer);
  } catch {
    // The page then loads the job itself, as it does without a prerendered job.
  }
}
