import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'shared-config/router';
import { RouteErrorScreen } from '../errors/route-error-screen';
import { SiteLayout } from '../layout/site-layout';
import type { RemotePageId } from '../remotes/remote-page-ids';
import { RemotePage } from '../remotes/remote-page';
import { aliasRoutes, pageRoutes, type PageRoute } from './page-routes';

/** The route table around a page element: the browser loads remote pages, the prerender leaves a slot. */
export function createRoutes(
  pageElement: (id: RemotePageId) => ReactNode,
  pages: readonly PageRoute[] = pageRoutes,
): RouteObject[] {
  return [
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          errorElement: <RouteErrorScreen />,
          children: [
            ...pages.map(({ path, page, handle }) => ({ path, handle, element: pageElement(page) })),
            ...aliasRoutes.map(({ path, to }) => ({ path, element: <Navigate to={to} replace /> })),
            { path: '*', element: <Navigate to="/" replace /> },
          ],
        },
      ],
    },
  ];
}

export const routes = createRoutes((id) => <RemotePage key={id} id={id} />);
