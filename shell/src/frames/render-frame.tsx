import { renderToString } from 'react-dom/server';
// The frame renders in Node at the edge, where only the static router can render routes.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SiteTable } from 'shared-config/site-table';
import { createRoutes } from '../app/routes';
import { SiteTableProvider } from '../site-table/site-table-context';
import { CopyrightYearProvider } from '../layout/copyright-year';
import { PageFrame } from '../remotes/page-frame';
import { HYDRATED_SLOT_VALUE, PAGE_SLOT_ATTRIBUTE, type FrameFacts, type FrameRenderer } from 'shared-config/frames';

/**
 * The shell's frame (header with its menus, main, CTA header, footer) of the page at `path` in a
 * composed table, with the page's boundary around the slot where the edge puts the remote's HTML: the
 * same tree the browser hydrates, the page's module standing where the slot stands.
 */
export async function renderFrame(table: SiteTable, path: string, facts?: FrameFacts): Promise<string> {
  const slot = { [PAGE_SLOT_ATTRIBUTE]: HYDRATED_SLOT_VALUE };
  const handler = createStaticHandler(
    createRoutes(
      (id) => (
        <PageFrame id={id}>
          <template {...slot} />
        </PageFrame>
      ),
      table,
    ),
  );
  const url = new URL(path.replace(/:\w+/g, 'prerender'), 'http://localhost');
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`frame: ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <CopyrightYearProvider value={facts?.year ?? new Date().getUTCFullYear()}>
      <SiteTableProvider table={table}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteTableProvider>
    </CopyrightYearProvider>,
  );
}

/**
 * The frames of the pages at `paths` in a composed table, by path. The edge runs this from the shell
 * release it serves (dist/server/frames.cjs) in a render process of its sandbox, once per composition,
 * so every page, a new one too, arrives with the menus of the releases being served.
 */
export const renderFrames: FrameRenderer['renderFrames'] = async (table, paths, facts) => {
  const frames: Record<string, string> = {};
  for (const path of paths) frames[path] = await renderFrame(table, path, facts);
  return frames;
};
