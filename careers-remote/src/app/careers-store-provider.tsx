import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from './make-store';

let careersStore: AppStore | undefined;

/** The remote's one store, made on first use and kept, so the job cache survives list ⇄ details. */
export function getCareersStore(): AppStore {
  careersStore ??= makeStore();
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
