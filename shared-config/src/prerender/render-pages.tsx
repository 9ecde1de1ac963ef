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
 * exposed module's name. Pages are rendered at `/`: what they show must not depend on the URL.
 */
export function renderPages(pages: Record<string, PageModule>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(pages).map(([name, { default: Page }]) => [
      name,
      renderToString(
        <StaticRouter location="/">
          <Page />
        </StaticRouter>,
      ),
    ]),
  );
}
