import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CareersStoreProvider, forgetPageData, getCareersStore } from '../app/careers-store-provider';
import { makeStore, type AppStore } from '../app/make-store';
import { jobsApi } from '../features/jobs-api/jobs-api';

const renderedStores = new Set<AppStore>();

interface RenderOptions {
  /** The address the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams). */
  path?: string;
  store?: AppStore;
}

/** Renders a careers component inside a real router and a fresh real store (never a mocked one). */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', store = makeStore() }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: <CareersStoreProvider store={store}>{ui}</CareersStoreProvider> },
      { path: '*', element: <p>Somewhere else</p> },
    ],
    { initialEntries: [route] },
  );
  renderedStores.add(store);
  // No pause between keystrokes: the tests type whole forms and should stay fast.
  const user = userEvent.setup({ delay: null });
  return { store, router, user, ...render(<RouterProvider router={router} />) };
}

/**
 * Unmounts, then empties every store a test used: the cache's removal timers are cleared, so jest
 * exits promptly, and the remote's shared store starts the next test afresh, from the next page.
 */
export function cleanupCareers(): void {
  cleanup();
  renderedStores.add(getCareersStore());
  renderedStores.forEach((store) => store.dispatch(jobsApi.util.resetApiState()));
  renderedStores.clear();
  forgetPageData();
}
