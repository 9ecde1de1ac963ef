import { lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Loader } from 'shared-config/ui';
import { loadRemotePage } from './load-remote-page';
import type { RemotePageId } from './remote-page-ids';
import { RemoteErrorBoundary } from './remote-error-boundary';

const lazyPages = new Map<RemotePageId, LazyExoticComponent<ComponentType>>();

// React.lazy keeps a rejected promise forever, so a failed page leaves the cache and the next
// render (a retry, or coming back to the route) builds a new lazy component.
function lazyPage(id: RemotePageId): LazyExoticComponent<ComponentType> {
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
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a dependency on purpose: a retry must look the page up again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Page = useMemo(() => lazyPage(id), [id, attempt]);
  return (
    <RemoteErrorBoundary key={`${id}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Loader />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
