import { renderToString } from 'react-dom/server';
// The frame renders in Node at the edge, where only the static router can render routes.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SiteTable } from 'shared-config/site-table';
import { createRoutes } from '../app/routes';
import { SiteTableProvider } from '../app/site-table-context';
import { PAGE_SLOT_ATTRIBUTE, type FrameRenderer } from 'shared-config/frames';

/**
 * The shell's frame (header with its menus, main, CTA header, footer) of the page at `path` in a
 * composed table, with an empty slot where the edge puts the remote's prerendered page.
 */
export async function renderFrame(table: SiteTable, path: string): Promise<string> {
  const slot = { [PAGE_SLOT_ATTRIBUTE]: '' };
  const handler = createStaticHandler(createRoutes(() => <template {...slot} />, table));
  const url = new URL(path.replace(/:\w+/g, 'prerender'), 'http://localhost');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`frame: ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <SiteTableProvider table={table}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </SiteTableProvider>,
  );
}

/**
 * The frames of the pages at `paths` in a composed table, by path. The edge runs this from the shell
 * release it serves (dist/server/frames.cjs) in a render process of its sandbox, once per composition,
 * so every page, a new one too, arrives with the menus of the releases being served.
 */
export const renderFrames: FrameRenderer['renderFrames'] = async (table, paths) => {
  const frames: Record<string, string> = {};
  for (const path of paths) frames[path] = await renderFrame(table, path);
  return frames;
};
