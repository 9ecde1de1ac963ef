import { createContext, useContext, type ReactNode } from 'react';
import type { SiteTable } from 'shared-config/site-table';

/** A table with no page: what the shell shows when its page carries none (it then routes nothing). */
export const EMPTY_SITE_TABLE: SiteTable = { routes: [], redirects: [], menus: {}, notFound: '/' };

const SiteTableContext = createContext<SiteTable>(EMPTY_SITE_TABLE);

/** The route table the edge composed for this page (or the prerender, for a frame). */
export function SiteTableProvider({ table, children }: { table: SiteTable; children: ReactNode }) {
  return <SiteTableContext.Provider value={table}>{children}</SiteTableContext.Provider>;
}

export const useSiteTable = () => useContext(SiteTableContext);
