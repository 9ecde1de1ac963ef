import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ReportFailure } from '../reports/failure-reporter';
import type { PageLoader } from './page-module';
import type { RemoteName, RemotePageId } from '../site-table/remote-page-ids';

type LazyPage = LazyExoticComponent<ComponentType>;

/** The HTML of the page the edge sent, kept before hydrating: what stays readable if its code fails. */
export interface SentPage {
  id: RemotePageId;
  html: string;
}

const remoteOf = (id: RemotePageId) => id.split('/')[0] as RemoteName;

/** The page components the app has loaded, or is loading, with the loader that fetches them. */
export class RemotePageStore {
  private readonly lazyPages = new Map<RemotePageId, LazyPage>();
  /** Errors of pages that did not load, as opposed to pages that loaded and then threw. */
  private readonly loadFailures = new WeakSet<object>();
  /** The pages whose error boundary shows its failure: what they threw is theirs to report. */
  private readonly failed = new Set<RemotePageId>();
  private sent: SentPage | null;

  constructor(
    private readonly load: PageLoader,
    private readonly report?: ReportFailure,
    sentPage: SentPage | null = null,
  ) {
    this.sent = sentPage;
  }

  private loaded(id: RemotePageId) {
    return this.load(id).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) this.loadFailures.add(error);
      throw error;
    });
  }

  /** Whether `error` is a page's module that did not load (its remote's failure, reported by the runtime plugin too). */
  isLoadFailure(error: unknown): boolean {
    return typeof error === 'object' && error !== null && this.loadFailures.has(error);
  }

  /** Reports a page's failure to the edge: a load that failed, or a page that threw while rendering. */
  reportFailure(id: RemotePageId, error: unknown): void {
    this.failed.add(id);
    this.report?.(remoteOf(id), this.isLoadFailure(error) ? 'remote-load' : 'page-error');
  }

  /** Whether the page's error boundary has shown its failure on this page load. */
  hasFailed(id: RemotePageId): boolean {
    return this.failed.has(id);
  }

  /**
   * The HTML the edge sent for `id`, until a page is on screen: a failure while hydrating that page
   * shows its HTML again, readable, under the failure block.
   */
  sentHtmlOf(id: RemotePageId): string | null {
    return this.sent?.id === id ? this.sent.html : null;
  }

  /** A page is on screen (hydrated from the edge's HTML, or drawn): that HTML is no longer the visitor's. */
  pageShown(): void {
    this.sent = null;
  }

  // React.lazy keeps a rejected promise forever, so a failed page leaves the cache and the next
  // lookup (a retry, or coming back to the route) builds a new lazy component. Asked for before the
  // first render, the page's module starts loading while the rest of the app hydrates.
  lazyPage(id: RemotePageId): LazyPage {
    let page = this.lazyPages.get(id);
    if (!page) {
      const loading = this.loaded(id).catch((error: unknown) => {
        if (this.lazyPages.get(id) === page) this.lazyPages.delete(id);
        throw error;
      });
      // Its rejection is the page's to show: React handles it where the page renders.
      loading.catch(() => undefined);
      page = lazy(() => loading);
      this.lazyPages.set(id, page);
    }
    return page;
  }

  /** A retry: the page's module is asked for again, whatever the last answer was. */
  freshLazyPage(id: RemotePageId): LazyPage {
    this.lazyPages.delete(id);
    this.failed.delete(id);
    return this.lazyPage(id);
  }
}

const RemotePageStoreContext = createContext<RemotePageStore | null>(null);

export function RemotePageStoreProvider({ store, children }: { store: RemotePageStore; children: ReactNode }) {
  return <RemotePageStoreContext.Provider value={store}>{children}</RemotePageStoreContext.Provider>;
}

export function useRemotePageStore(): RemotePageStore {
  const store = useContext(RemotePageStoreContext);
  if (!store) throw new Error('RemotePage needs a RemotePageStoreProvider above it');
  return store;
}
