import { createContext, lazy, useContext, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { ReportFailure } from '../reports/failure-reporter';
import type { PageLoader } from './page-module';
import type { RemoteName, RemotePageId } from './remote-page-ids';

type LazyPage = LazyExoticComponent<ComponentType>;

/** The page components the app has loaded, or is loading, with the loader that fetches them. */
export class RemotePageStore {
  private readonly lazyPages = new Map<RemotePageId, LazyPage>();
  private readonly preloadedPages = new Map<RemotePageId, ComponentType>();
  private readonly failedPreloads = new Map<RemotePageId, ComponentType>();
  /** Errors of pages that did not load, as opposed to pages that loaded and then threw. */
  private readonly loadFailures = new WeakSet<object>();

  constructor(
    private readonly load: PageLoader,
    private readonly report?: ReportFailure,
  ) {}

  private loaded(id: RemotePageId) {
    return this.load(id).catch((error: unknown) => {
      if (typeof error === 'object' && error !== null) this.loadFailures.add(error);
      throw error;
    });
  }

  /** Reports a page's failure to the edge: a load that failed, or a page that threw while rendering. */
  reportFailure(id: RemotePageId, error: unknown): void {
    const failedToLoad = typeof error === 'object' && error !== null && this.loadFailures.has(error);
    this.report?.(id.split('/')[0] as RemoteName, failedToLoad ? 'remote-load' : 'page-error');
  }

  /**
   * Loads a page before the first render. Over prerendered HTML the first commit must already hold the
   * page: a lazy component would show the spinner in place of the page the visitor is reading. A page
   * that failed to load shows the failure block at once instead of waiting all over again; the next
   * visit to its route loads it afresh.
   */
  async preload(id: RemotePageId): Promise<void> {
    try {
      const { default: Page } = await this.loaded(id);
      this.preloadedPages.set(id, Page);
    } catch (error) {
      this.failedPreloads.set(id, function FailedPage(): never {
        throw error;
      });
    }
  }

  /** The component a route shows first: the preloaded page, its preload's failure, or a lazy page. */
  firstComponent(id: RemotePageId): ComponentType {
    return this.preloadedPages.get(id) ?? this.failedPreloads.get(id) ?? this.lazyPage(id);
  }

  /** A failed preload is shown once; coming back to the route loads the page afresh. */
  forgetFailedPreload(id: RemotePageId): void {
    this.failedPreloads.delete(id);
  }

  // React.lazy keeps a rejected promise forever, so a failed page leaves the cache and the next
  // lookup (a retry, or coming back to the route) builds a new lazy component.
  lazyPage(id: RemotePageId): LazyPage {
    let page = this.lazyPages.get(id);
    if (!page) {
      page = lazy(() =>
        this.loaded(id).catch((error: unknown) => {
          this.lazyPages.delete(id);
          throw error;
        }),
      );
      this.lazyPages.set(id, page);
    }
    return page;
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
