import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'shared-config/router';
import type { SiteTable } from 'shared-config/site-table';
import { RouteErrorScreen } from '../errors/route-error-screen';
import { SiteLayout } from '../layout/site-layout';
import type { RemotePageId } from '../site-table/remote-page-ids';
import { RemotePage } from '../remotes/remote-page';
import { pageRoutesOf } from './page-routes';

/**
 * The composed route table around a page element (the browser loads remote pages, the frame renderer
 * leaves a slot): every page, every redirect (the shell's and the pages' aliases), and the not-found
 * rule for any other path.
 */
export function createRoutes(pageElement: (id: RemotePageId) => ReactNode, table: SiteTable): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            ...pageRoutesOf(table.routes).map(({ path, page, handle }) => ({
              path,
              handle,
              element: pageElement(page),
            })),
            ...table.redirects.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
            { path: '*', element: <Navigate to={table.notFound} replace /> },
          ],
        },
      ],
    },
  ];
}

/** The browser's routes: each page loaded from its remote. */
export const siteRoutes = (table: SiteTable) => createRoutes((id) => <RemotePage key={id} id={id} />, table);
