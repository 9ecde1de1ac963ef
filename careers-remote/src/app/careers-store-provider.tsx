import type { ReactNode } from 'react';
import { Provider } from 'shared-config/redux';
import { seedPrefetchedAnswers } from '../features/jobs-api/prefetched-job';
import { makeStore, type AppStore } from './make-store';

let careersStore: AppStore | undefined;

/**
 * The remote's one store, made on first use and kept, so the job cache survives list ⇄ details. It
 * starts with the job the edge rendered into the page, if any.
 */
export function getCareersStore(): AppStore {
  if (!careersStore) {
    careersStore = makeStore();
    // The build-time prerender runs without a document.
    if (typeof document !== 'undefined') seedPrefetchedAnswers(careersStore, document);
  }
  return careersStore;
}

interface CareersStoreProviderProps {
  children: ReactNode;
  /** Tests pass a fresh store; pages use the shared one. */
  store?: AppStore;
}

export function CareersStoreProvider({ children, store }: CareersStoreProviderProps) {
  return <Provider store={store ?? getCareersStore()}>{children}</Provider>;
}
