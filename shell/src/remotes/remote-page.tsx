import { Suspense, useEffect, useState } from 'react';
import { Loader } from 'shared-config/ui';
import type { RemotePageId } from './remote-page-ids';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemotePageStore } from './remote-page-store';

/** One route's page, loaded from its remote at run time, with the spinner meanwhile. */
export function RemotePage({ id }: { id: RemotePageId }) {
  const store = useRemotePageStore();
  const [page, setPage] = useState(() => ({ attempt: 0, Component: store.firstComponent(id) }));
  useEffect(() => {
    store.forgetFailedPreload(id);
  }, [store, id]);
  const retry = () => setPage(({ attempt }) => ({ attempt: attempt + 1, Component: store.lazyPage(id) }));
  return (
    <RemoteErrorBoundary key={page.attempt} onRetry={retry} onError={(error) => store.reportFailure(id, error)}>
      <Suspense fallback={<Loader />}>
        <page.Component />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
