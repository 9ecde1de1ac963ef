import type { SiteRoute } from 'shared-config/site-table';

/** A page declaration for a test: what it does not say about the page is filled in. */
export const sampleRoute = (path: string, page: SiteRoute['page'], extra: Partial<SiteRoute> = {}): SiteRoute => ({
  path,
  page,
  title: 'T',
  description: 'D',
  sitemap: true,
  ...extra,
});
