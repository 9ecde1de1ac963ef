import '@fontsource-variable/plus-jakarta-sans';
import 'shared-config/tokens.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'shared-config/router';
import { siteRoutes } from '../app/routes';
import { SiteTableProvider } from '../site-table/site-table-context';
import { CopyrightYearProvider } from '../layout/copyright-year';
import { loadLiveChat } from '../live-chat/load-live-chat';
import type { PageLoader } from '../remotes/page-module';
import { sentPageElement } from '../remotes/page-frame';
import type { RemotePageId } from '../site-table/remote-page-ids';
import type { ReportFailure } from '../reports/failure-reporter';
import { RemotePageStore, RemotePageStoreProvider, type SentPage } from '../remotes/remote-page-store';
import type { LiveChatConfig } from '../remotes/runtime-config';
import { routeSitePath } from 'shared-config/site-paths';
import type { SiteTable } from 'shared-config/site-table';
import { hydrationErrorReporter, sentParts } from './hydration-errors';
import { yieldToBrowser } from '../scheduling/yield-to-browser';

export interface MountOptions {
  /** Where page modules come from: their remotes (the site) or the bundle itself (the bench's comparison). */
  loadPage: PageLoader;
  liveChat: LiveChatConfig | null;
  /** Tells the edge of a page that fails to load, throws or does not hydrate (none in the bench's comparison build). */
  reportFailure?: ReportFailure;
  /** The route table the edge composed for this page: routes, redirects, menus, titles. */
  site: SiteTable;
  /** The footer's year, as the edge drew it in the page's frame. */
  year: number;
  /** False when the page the edge sent stands in for the one the URL asks for: drawn again, not hydrated. */
  hydrate?: boolean;
}

/** The HTML the edge sent in the page's slot, read before hydrating (what stays if the page's code fails). */
function sentPageIn(container: Element, id: RemotePageId | null): SentPage | null {
  const sent = id ? sentPageElement(container) : null;
  return id && sent ? { id, html: sent.innerHTML } : null;
}

/**
 * Renders the site into #root. Over the page the edge sent (the shell's frame with the remote's page
 * in it), it hydrates that HTML instead of drawing it again: the frame first, each Suspense boundary
 * of it (header, footer, the page) in a task of its own, and the page once its module has arrived,
 * the server's HTML staying on screen meanwhile. Resolves to the root, once its first render is under way.
 */
export async function mountApp({
  loadPage,
  liveChat,
  reportFailure,
  site,
  year,
  hydrate = true,
}: MountOptions): Promise<Root> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const sent = hydrate && container.hasChildNodes();
  const routing = routeSitePath(site, window.location.pathname);
  const page = routing?.kind === 'page' ? routing.match.page : null;
  // The page the edge sent stays readable until the app's is on screen, hydrated or drawn again.
  const pages = new RemotePageStore(loadPage, reportFailure, sentPageIn(container, page));
  // The page's module starts loading now, while the router starts and the frame hydrates.
  if (page) pages.lazyPage(page);
  await yieldToBrowser();
  const router = createBrowserRouter(siteRoutes(site));
  await yieldToBrowser();

  // Nothing above the page's boundary changes until it has hydrated: the router, the table, the
  // year and the store are made once, here. A context that changed while a boundary waited for its
  // code would make React draw it again from scratch instead of hydrating it.
  const app = (
    <StrictMode>
      <CopyrightYearProvider value={year}>
        <SiteTableProvider table={site}>
          <RemotePageStoreProvider store={pages}>
            <RouterProvider router={router} />
          </RemotePageStoreProvider>
        </SiteTableProvider>
      </CopyrightYearProvider>
    </StrictMode>
  );
  if (sent) {
    const onRecoverableError = hydrationErrorReporter({
      parts: sentParts(container, page),
      pages,
      page,
      report: reportFailure,
    });
    // A transition hydrates in slices, yielding to the browser between them, instead of blocking
    // input for as long as the whole frame takes.
    const roots: Root[] = [];
    startTransition(() => void roots.push(hydrateRoot(container, app, { onRecoverableError })));
    whenIdle(liveChat);
    const [root] = roots;
    if (!root) throw new Error('hydrateRoot did not run');
    return root;
  }
  const root = createRoot(container);
  // HTML standing in for the page (the build's page for a URL with a query it reads) is drawn over,
  // not hydrated, in a transition that renders in slices; until the page's module is in, its boundary
  // shows a copy of that HTML (the store keeps it), never a spinner in between.
  if (container.hasChildNodes()) startTransition(() => root.render(app));
  else root.render(app);
  whenIdle(liveChat);
  return root;
}

/**
 * The chat widget and the toasts' stylesheet are not needed for the first paint; they load once the
 * browser is idle. Toasts follow a form's submission, long after that. (The toasts come from
 * react-toastify's unstyled entry: the styled one injects a <style> element the CSP refuses.)
 */
function whenIdle(liveChat: LiveChatConfig | null): void {
  const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1500));
  later(() => {
    loadLiveChat(liveChat);
    void import('react-toastify/ReactToastify.css');
  });
}
