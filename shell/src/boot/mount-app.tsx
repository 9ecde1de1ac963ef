import '@fontsource-variable/plus-jakarta-sans';
import 'shared-config/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'shared-config/router';
import { siteRoutes } from '../app/routes';
import { SiteTableProvider } from '../app/site-table-context';
import { loadLiveChat } from '../live-chat/load-live-chat';
import type { PageLoader } from '../remotes/page-module';
import type { ReportFailure } from '../reports/failure-reporter';
import { RemotePageStore, RemotePageStoreProvider } from '../remotes/remote-page-store';
import type { LiveChatConfig } from '../remotes/runtime-config';
import { routeSitePath } from 'shared-config/site-paths';
import type { SiteTable } from 'shared-config/site-table';
import { AppReady } from './app-ready';
import { yieldToBrowser } from './yield-to-browser';

export interface MountOptions {
  /** Where page modules come from: their remotes (the site) or the bundle itself (the bench's comparison). */
  loadPage: PageLoader;
  liveChat: LiveChatConfig | null;
  /** Tells the edge of a page that fails to load or throws (none in the bench's comparison build). */
  reportFailure?: ReportFailure;
  /** The route table the edge composed for this page: routes, redirects, menus, titles. */
  site: SiteTable;
}

/** Renders the site into #root, taking over the prerendered page the edge may have sent. */
export async function mountApp({ loadPage, liveChat, reportFailure, site }: MountOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const pages = new RemotePageStore(loadPage, reportFailure);

  // The edge may have sent the page prerendered. React's first commit replaces that HTML, so it waits
  // for the page's module and draws the same page in one go; a remote that fails or is slow gets its
  // usual failure block once the wait is over.
  const routing = container.hasChildNodes() ? routeSitePath(site, window.location.pathname) : null;
  const page = routing?.kind === 'page' ? routing.match.page : null;
  if (page) await pages.preload(page);
  // The page's module has just been evaluated: the router and the first render start in new tasks.
  await yieldToBrowser();
  const router = createBrowserRouter(siteRoutes(site));
  await yieldToBrowser();

  const root = createRoot(container);
  const app = (
    <StrictMode>
      <AppReady>
        <SiteTableProvider table={site}>
          <RemotePageStoreProvider store={pages}>
            <RouterProvider router={router} />
          </RemotePageStoreProvider>
        </SiteTableProvider>
      </AppReady>
    </StrictMode>
  );
  // Over prerendered HTML nothing waits on the first render, so it may yield to the browser as it goes
  // (a transition renders in slices) instead of blocking input for the length of a whole page.
  if (page) startTransition(() => root.render(app));
  else root.render(app);

  // The chat widget and the toasts' stylesheet are not needed for the first paint; they load once the
  // browser is idle. Toasts follow a form's submission, long after that. (The toasts come from
  // react-toastify's unstyled entry: the styled one injects a <style> element the CSP refuses.)
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  whenIdle(() => {
    loadLiveChat(liveChat);
    void import('react-toastify/ReactToastify.css');
  });
}
