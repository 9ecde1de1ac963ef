import type { ComponentType } from 'react';
import type { RemotePageId } from '../site-table/remote-page-ids';

/** What a page id resolves to: a module whose default export is the page. */
export interface PageModule {
  default: ComponentType;
}

/**
 * How the app gets a page's module. The site loads it from its remote at run time
 * (`loadRemotePage`); the bench's single-bundle comparison build imports it from its own chunks.
 */
export type PageLoader = (id: RemotePageId) => Promise<PageModule>;

/** A loaded module is usable only if it really has a page component. */
export function checkPageModule(id: RemotePageId, loaded: unknown): PageModule {
  const page = (loaded as Partial<PageModule> | null | undefined)?.default;
  if (typeof page !== 'function') throw new Error(`${id} has no page component`);
  return loaded as PageModule;
}
