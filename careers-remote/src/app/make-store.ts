import { configureStore } from 'shared-config/redux';
import { jobsApi } from '../features/jobs-api/jobs-api';

/** A fresh store: the running remote makes one, every test makes its own. */
export function makeStore() {
  return configureStore({
    reducer: { [jobsApi.reducerPath]: jobsApi.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(jobsApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
