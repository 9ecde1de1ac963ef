import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LOCAL_SITE_TABLE } from 'local-site';
import type { SiteTable } from 'shared-config/site-table';
import { siteRoutes } from '../app/routes';
import { SiteTableProvider } from '../site-table/site-table-context';
import type { PageLoader } from '../remotes/page-module';
import { RemotePageStore, RemotePageStoreProvider } from '../remotes/remote-page-store';
import { allRemotePagesUp } from './fake-remote-pages';

/**
 * The route table the checkout's packages declare (as the edge composes the served one) in a memory
 * router, as a visitor at `path` would get it.
 */
export function renderSite(path: string, loadPage: PageLoader = allRemotePagesUp, table: SiteTable = LOCAL_SITE_TABLE) {
  const router = createMemoryRouter(siteRoutes(table), { initialEntries: [path] });
  const view = render(
    <SiteTableProvider table={table}>
      <RemotePageStoreProvider store={new RemotePageStore(loadPage)}>
        <RouterProvider router={router} />
      </RemotePageStoreProvider>
    </SiteTableProvider>,
  );
  return { router, ...view };
}
