import { useEffect, useState } from 'react';
import { markAppReady } from '../document/app-ready';
import { PageFrame } from './page-frame';
import type { RemotePageId } from '../site-table/remote-page-ids';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemotePageStore, type RemotePageStore } from './remote-page-store';

export { PAGE_MARKER_ATTRIBUTE } from './page-frame';

/** Marks the app ready once the page it sits beside is on screen, drawn or hydrated. */
function PageShown({ store }: { store: RemotePageStore }) {
  useEffect(() => {
    store.pageShown();
    markAppReady();
  }, [store]);
  return null;
}

/** One route's page, loaded from its remote at run time, with the spinner meanwhile. */
export function RemotePage({ id }: { id: RemotePageId }) {
  const store = useRemotePageStore();
  const [page, setPage] = useState(() => ({ attempt: 0, Component: store.lazyPage(id) }));
  const retry = () => setPage(({ attempt }) => ({ attempt: attempt + 1, Component: store.freshLazyPage(id) }));
  return (
    <RemoteErrorBoundary
      key={page.attempt}
      onRetry={retry}
      onError={(error) => store.reportFailure(id, error)}
      sentHtml={() => store.sentHtmlOf(id)}
    >
      <PageFrame id={id}>
        <page.Component />
        <PageShown store={store} />
      </PageFrame>
    </RemoteErrorBoundary>
  );
}
