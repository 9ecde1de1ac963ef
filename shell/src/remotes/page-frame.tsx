import { Suspense, type ReactNode } from 'react';
import { Loader } from 'shared-config/ui';
import type { RemotePageId } from './remote-page-ids';
import styles from './remote-page.module.css';

/**
 * The attribute that names the page a remote drew: `data-page="careers/CareerPage"`, its module as the
 * route table names it. The shell sets it, around the page once its module has rendered (never on the
 * spinner or the failure block), so no team's copy can move it: tests owned by the platform find pages
 * by it (e2e/support/page-markers.ts), never by a headline.
 */
export const PAGE_MARKER_ATTRIBUTE = 'data-page';

/**
 * What holds a remote's page, the same in the frame the edge is sent (around the slot for the page's
 * HTML) and in the browser (around the page): a Suspense boundary and the marked element. The server's
 * HTML then carries the boundary's markers where the browser's tree has its boundary, so the browser
 * hydrates the frame at once and the page once its module has arrived, keeping the server's HTML meanwhile.
 */
export function PageFrame({ id, children }: { id: RemotePageId; children: ReactNode }) {
  const marker = { [PAGE_MARKER_ATTRIBUTE]: id };
  return (
    <Suspense fallback={<Loader />}>
      <div className={styles.page} {...marker}>
        {children}
      </div>
    </Suspense>
  );
}
