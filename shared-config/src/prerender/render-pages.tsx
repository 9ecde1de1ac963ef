import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
// The prerender runs in Node at build time, where the browser router has nothing to read.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';

export interface PageModule {
  default: ComponentType;
}

/**
 * Each page's HTML as the browser's first render draws it (before any effect or data), keyed by the
 * exposed module's name, drawn at the path its route declares (`paths`, by the same names; `/` for a
 * page not named there): a page's own links mark where the visitor is. The edge sends this HTML for a
 * URL with no query the page reads, which the browser then hydrates.
 */
export function renderPages(
  pages: Record<string, PageModule>,
  paths: Record<string, string> = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pages).map(([name, { default: Page }]) => [
      name,
      renderToString(
        <StaticRouter location={paths[name] ?? '/'}>
          <Page />
        </StaticRouter>,
      ),
    ]),
  );
}
