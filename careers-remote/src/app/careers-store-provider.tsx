import type { ReactNode } from 'react';
import { Provider } from 'shared-config/redux';
import { prefetchedOrigin, seedPrefetchedAnswers } from '../features/jobs-api/prefetched-job';
import { makeStore, type AppStore } from './make-store';

interface CareersPageData {
  store: AppStore;
  /** The site's public origin the edge drew the page's job with, if it drew one. */
  origin: string | null;
}

let pageData: CareersPageData | undefined;

/**
 * What the edge put in the page, read once, on first use: the remote's one store (kept, so the job
 * cache survives list ⇄ details), which starts with the answers the edge rendered the page with, and
 * the origin it drew absolute URLs with. The build-time prerender runs without a document.
 */
function careersPageData(): CareersPageData {
  if (!pageData) {
    const store = makeStore();
    const hasPage = typeof document !== 'undefined';
    if (hasPage) seedPrefetchedAnswers(store, document);
    pageData = { store, origin: hasPage ? prefetchedOrigin(document) : null };
  }
  return pageData;
}

export const getCareersStore = (): AppStore => careersPageData().store;

/** The origin the edge drew this page's absolute URLs with (the JobPosting's `url`), or null. */
export const pageOrigin = (): string | null => careersPageData().origin;

/** Tests only: the next page reads the document afresh, as a new page load would. */
export function forgetPageData(): void {
  pageData = undefined;
}

interface CareersStoreProviderProps {
  children: ReactNode;
  /** Tests pass a fresh store; pages use the shared one. */
  store?: AppStore;
}

export function CareersStoreProvider({ children, store }: CareersStoreProviderProps) {
  return <Provider store={store ?? getCareersStore()}>{children}</Provider>;
}
