import { configureStore } from 'shared-config/redux';
import { releaseApi } from '../release-api/release-api';

/** A fresh store: the console makes one, every test makes its own. */
export function makeStore() {
  return configureStore({
    reducer: { [releaseApi.reducerPath]: releaseApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(releaseApi.middleware),
  });
}

export type ConsoleStore = ReturnType<typeof makeStore>;
