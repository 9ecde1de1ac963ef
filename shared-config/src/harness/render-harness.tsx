import '@fontsource-variable/plus-jakarta-sans';
import '../tokens/tokens.css';
import { lazy, StrictMode, Suspense, type ComponentType, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'shared-config/router';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { pageFileName, splitPageModule, type RemoteName, type SiteRoute } from 'shared-config/site-table';

interface HarnessRoute {
  path: string;
  label: string;
  element: ReactElement;
}

/** Loads a page module of the remote from its file name under src/pages/ (`managed-it-page`). */
export type HarnessPageLoader = (fileName: string) => Promise<{ default: ComponentType }>;

const barStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  padding: '12px 20px',
  background: '#0b1b3f',
  fontSize: '14px',
} as const;

/**
 * A remote's standalone page for its own team (`npm run dev -w <remote>`): the pages it declares
 * under a small bar of links, with the same tokens, font and toast container as the
 * composed site.
 */
export function renderHarness(name: RemoteName, declared: readonly SiteRoute[], loadPage: HarnessPageLoader): void {
  const routes: HarnessRoute[] = declared.map(({ path, page, title }) => {
    const moduleName = splitPageModule(page)[1];
    const Page = lazy(() => loadPage(pageFileName(moduleName)));
    return {
      path,
      label: title ?? moduleName,
      element: (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      ),
    };
  });
  const Frame = () => (
    <>
      <nav style={barStyle} aria-label={`${name} harness`}>
        <strong style={{ color: '#38bdf8' }}>{name} (standalone)</strong>
        {routes.map((route) => (
          <Link key={route.path} to={route.path.replace(':id', '1')} style={{ color: '#fff' }}>
            {route.label}
          </Link>
        ))}
      </nav>
      <main>
        <Outlet />
      </main>
      <ToastContainer position="top-right" autoClose={5000} />
    </>
  );
  const router = createBrowserRouter([
    { element: <Frame />, children: routes.map(({ path, element }) => ({ path, element })) },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
