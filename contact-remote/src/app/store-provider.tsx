import { useState, type ReactNode } from 'react';
import { Provider } from 'shared-config/redux';
import { makeStore } from './store';

/** The remote owns its state: the page builds its store once when it mounts and drops it when it leaves. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(makeStore);
  return <Provider store={store}>{children}</Provider>;
}
