import { lazy } from 'react';
import type { RouteObject } from 'shared-config/router';
import { NotFoundPage } from '../pages/not-found-page';
import { OverviewPage } from '../pages/overview-page';
import { ConsoleLayout } from './console-layout';

// The overview is where a team lands; every other view loads when it is first opened.
const PackagePage = lazy(() => import('../pages/package-page').then((module) => ({ default: module.PackagePage })));
const CanariesPage = lazy(() => import('../pages/canaries-page').then((module) => ({ default: module.CanariesPage })));
const RolloutsPage = lazy(() => import('../pages/rollouts-page').then((module) => ({ default: module.RolloutsPage })));
const NotificationsPage = lazy(() =>
  import('../pages/notifications-page').then((module) => ({ default: module.NotificationsPage })),
);
const RoutesPage = lazy(() => import('../pages/routes-page').then((module) => ({ default: module.RoutesPage })));
const LibrariesPage = lazy(() =>
  import('../pages/libraries-page').then((module) => ({ default: module.LibrariesPage })),
);
const LogPage = lazy(() => import('../pages/log-page').then((module) => ({ default: module.LogPage })));

/** Every view of the console, inside its one layout (which asks who is signed in first). */
export const consoleRoutes: RouteObject[] = [
  {
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <OverviewPage /> },
      { path: 'packages/:name', element: <PackagePage /> },
      { path: 'routes', element: <RoutesPage /> },
      { path: 'libraries', element: <LibrariesPage /> },
      { path: 'canaries', element: <CanariesPage /> },
      { path: 'rollouts', element: <RolloutsPage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'log', element: <LogPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
