import { renderToString } from 'react-dom/server';
import { ROUTES_FILE } from 'shared-config/build-output';
// The prerender runs in Node at build time, where only the static router can render routes.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageRoutes, type PageRoute } from '../app/page-routes';
import { createRoutes } from '../app/routes';
import { layoutFileName, PAGE_SLOT_ATTRIBUTE } from './layout-files';
import { routeTableFile } from './route-table-file';

/**
 * The shell's frame (header, main, CTA header, footer) for every page route, with an empty slot
 * where the edge puts the remote's prerendered page.
 */
export async function renderFrames(pages: readonly PageRoute[]): Promise<Record<string, string>> {
  const slot = { [PAGE_SLOT_ATTRIBUTE]: '' };
  const handler = createStaticHandler(createRoutes(() => <template {...slot} />, pages));
  const layouts: Record<string, string> = {};
  for (const { path, page } of pages) {
    const url = new URL(path.replace(':id', 'prerender'), 'http://localhost');
    const context = await handler.query(new Request(url));
    if (context instanceof Response) throw new Error(`prerender: ${path} answered a redirect`);
    const router = createStaticRouter(handler.dataRoutes, context);
    layouts[layoutFileName(page)] = renderToString(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    );
  }
  return layouts;
}

/** The prerender's entry: the frames of the shell's own route table. */
export const render = () => renderFrames(pageRoutes);

export const buildFiles = () => ({ [ROUTES_FILE]: routeTableFile() });
