import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/routes';
import type { PageLoader } from '../remotes/page-module';
import { RemotePageStore, RemotePageStoreProvider } from '../remotes/remote-page-store';
import { allRemotePagesUp } from './fake-remote-pages';

/** The real route table in a memory router, as a visitor at `path` would get it. */
export function renderSite(path: string, loadPage: PageLoader = allRemotePagesUp) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <RemotePageStoreProvider store={new RemotePageStore(loadPage)}>
      <RouterProvider router={router} />
    </RemotePageStoreProvider>,
  );
  return { router, ...view };
}
