import { Suspense, useEffect, useState } from 'react';
import { Loader } from 'shared-config/ui';
import type { RemotePageId } from './remote-page-ids';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemotePageStore } from './remote-page-store';
import styles from './remote-page.module.css';

/**
 * The attribute that names the page a remote drew: `data-page="careers/CareerPage"`, its module as the
 * route table names it. The shell sets it, around the page once its module has rendered (never on the
 * spinner or the failure block), so no team's copy can move it: tests owned by the platform find pages
 * by it (e2e/support/page-markers.ts), never by a headline.
 */
export const PAGE_MARKER_ATTRIBUTE = 'data-page';

/** One route's page, loaded from its remote at run time, with the spinner meanwhile. */
export function RemotePage({ id }: { id: RemotePageId }) {
  const store = useRemotePageStore();
  const [page, setPage] = useState(() => ({ attempt: 0, Component: store.firstComponent(id) }));
  useEffect(() => {
    store.forgetFailedPreload(id);
  }, [store, id]);
  const retry = () => setPage(({ attempt }) => ({ attempt: attempt + 1, Component: store.lazyPage(id) }));
  const marker = { [PAGE_MARKER_ATTRIBUTE]: id };
  return (
    <RemoteErrorBoundary key={page.attempt} onRetry={retry} onError={(error) => store.reportFailure(id, error)}>
      <Suspense fallback={<Loader />}>
        <div className={styles.page} {...marker}>
          <page.Component />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
