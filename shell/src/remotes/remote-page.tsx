import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Loader } from 'shared-config/ui';
import { loadRemotePage } from './load-remote-page';
import type { RemotePageId } from './remote-page-ids';
import { RemoteErrorBoundary } from './remote-error-boundary';

type LazyPage = LazyExoticComponent<ComponentType>;

const lazyPages = new Map<RemotePageId, LazyPage>();
const preloadedPages = new Map<RemotePageId, ComponentType>();
const failedPreloads = new Map<RemotePageId, ComponentType>();

/**
 * Loads a page before the first render. Over prerendered HTML the first commit must already hold the
 * page: a lazy component would show the spinner in place of the page the visitor is reading. A page
 * that failed to load shows the failure block at once instead of waiting all over again; the next
 * visit to its route loads it afresh.
 */
export async function preloadRemotePage(id: RemotePageId): Promise<void> {
  try {
    const { default: Page } = await loadRemotePage(id);
    preloadedPages.set(id, Page);
  } catch (error) {
    failedPreloads.set(id, function FailedPage(): never {
      throw error;
    });
  }
}

// React.lazy keeps a rejected promise forever, so a failed page leaves the cache and the next
// lookup (a retry, or coming back to the route) builds a new lazy component.
function lazyPage(id: RemotePageId): LazyPage {
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(() =>
      loadRemotePage(id).catch((error: unknown) => {
        lazyPages.delete(id);
        throw error;
      }),
    );
    lazyPages.set(id, page);
  }
  return page;
}

/** One route's page, loaded from its remote at run time, with the spinner meanwhile. */
export function RemotePage({ id }: { id: RemotePageId }) {
  const [page, setPage] = useState(() => ({
    attempt: 0,
    Component: preloadedPages.get(id) ?? failedPreloads.get(id) ?? lazyPage(id),
  }));
  useEffect(() => {
    failedPreloads.delete(id);
  }, [id]);
  const retry = () => setPage(({ attempt }) => ({ attempt: attempt + 1, Component: lazyPage(id) }));
  return (
    <RemoteErrorBoundary key={page.attempt} onRetry={retry}>
      <Suspense fallback={<Loader />}>
        <page.Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
