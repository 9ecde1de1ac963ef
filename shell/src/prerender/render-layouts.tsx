import { renderToString } from 'react-dom/server';
import { ROUTES_FILE } from 'shared-config/build-output';
// The prerender runs in Node at build time, where only the static router can render routes.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { aliasRoutes, pageRoutes } from '../app/page-routes';
import { createRoutes } from '../app/routes';
import { layoutFileName, PAGE_SLOT_ATTRIBUTE } from './layout-files';

/**
 * The shell's frame (header, main, CTA header, footer) for every page route, with an empty slot
 * where the edge puts the remote's prerendered page.
 */
export async function render(): Promise<Record<string, string>> {
  const slot = { [PAGE_SLOT_ATTRIBUTE]: '' };
  const handler = createStaticHandler(createRoutes(() => <template {...slot} />));
  const layouts: Record<string, string> = {};
  for (const { path, page } of pageRoutes) {
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

/**
 * The route table as data, shipped in the shell's build (dist/routes.json): the edge matches paths
 * with the table of the shell release a visitor gets (a page, a permanent alias, or else a redirect
 * home), and activation checks that every remote exposes the page modules it names.
 */
export const buildFiles = () => ({
  [ROUTES_FILE]: { routes: pageRoutes.map(({ path, page }) => ({ path, page })), redirects: aliasRoutes },
});
