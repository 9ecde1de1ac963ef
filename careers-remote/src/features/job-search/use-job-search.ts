import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'shared-config/router';
import {
  EMPTY_FILTERS,
  FIRST_PAGE,
  readJobSearch,
  writeJobSearch,
  type JobFilters,
  type JobSearch,
} from './job-search-params';

export interface JobSearchControls {
  search: JobSearch;
  applyFilters: (filters: JobFilters) => void;
  resetFilters: () => void;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  /** The address of a page of the current search (and nothing else of the URL), for real links in the pager. */
  pageHref: (page: number) => string;
}

/**
 * The applied search lives in the URL, so a shared link opens the same results and every change
 * is a history entry that back and forward restore.
 */
export function useJobSearch(): JobSearchControls {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = useMemo(() => readJobSearch(params), [params]);

  const go = useCallback(
    (next: JobSearch) => {
      const nextParams = writeJobSearch(next, params);
      if (nextParams.toString() !== params.toString()) setParams(nextParams);
    },
    [params, setParams],
  );

  return {
    search,
    applyFilters: useCallback((filters: JobFilters) => go({ ...search, ...filters, page: FIRST_PAGE }), [go, search]),
    resetFilters: useCallback(() => go({ ...search, ...EMPTY_FILTERS, page: FIRST_PAGE }), [go, search]),
    setPage: useCallback((page: number) => go({ ...search, page }), [go, search]),
    setLimit: useCallback((limit: number) => go({ ...search, limit, page: FIRST_PAGE }), [go, search]),
    // The search alone, never the URL's other parameters: the edge draws the page (its pager's links
    // too) for the search, which the browser then hydrates; a click keeps them (`go`).
    pageHref: useCallback(
      (page: number) => {
        const query = writeJobSearch({ ...search, page }).toString();
        return query ? `${pathname}?${query}` : pathname;
      },
      [pathname, search],
    ),
  };
}
