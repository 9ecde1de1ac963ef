import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Loader } from 'shared-config/ui';
import type { RemotePageId } from '../site-table/remote-page-ids';
import { useRemotePageStore } from './remote-page-store';
import styles from './remote-page.module.css';

/**
 * The attribute that names the page a remote drew: `data-page="careers/CareerPage"`, its module as the
 * route table names it. The shell sets it, around the page once its module has rendered (never on the
 * spinner or the failure block, nor in the HTML the edge sends before the page has hydrated), so no
 * team's copy can move it: tests owned by the platform find pages by it (e2e/support/page-markers.ts),
 * never by a headline.
 */
export const PAGE_MARKER_ATTRIBUTE = 'data-page';

/** The element that holds the page in the HTML the edge sent, found before hydrating it. */
export const sentPageElement = (container: Element): Element | null => container.querySelector(`.${styles.page}`);

/**
 * The element around the page, marked once the page is the app's: the marker is set after this
 * element's first commit (hydrated, or drawn), from inside the page's boundary, so the change reaches
 * nothing still waiting to hydrate (the page's own children are the same elements).
 */
function MarkedPage({ id, children }: { id: RemotePageId; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  const marker = shown ? { [PAGE_MARKER_ATTRIBUTE]: id } : {};
  return (
    <div className={styles.page} {...marker}>
      {children}
    </div>
  );
}

/**
 * What the page's boundary shows while its module loads: the page the edge sent, when it is not on
 * screen yet (a build's page standing in for a search, drawn again rather than hydrated), so the
 * visitor keeps reading it instead of a spinner in between; otherwise the spinner.
 */
function LoadingPage({ id }: { id: RemotePageId }) {
  const sentHtml = useRemotePageStore().sentHtmlOf(id);
  if (sentHtml === null) return <Loader />;
  return <div className={styles.page} dangerouslySetInnerHTML={{ __html: sentHtml }} />;
}

/**
 * What holds a remote's page, the same in the frame the edge is sent (around the slot for the page's
 * HTML) and in the browser (around the page): a Suspense boundary and the page's element. The server's
 * HTML then carries the boundary's markers where the browser's tree has its boundary, so the browser
 * hydrates the frame at once and the page once its module has arrived, keeping the server's HTML meanwhile.
 */
export function PageFrame({ id, children }: { id: RemotePageId; children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage id={id} />}>
      <MarkedPage id={id}>{children}</MarkedPage>
    </Suspense>
  );
}
