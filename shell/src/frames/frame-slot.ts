/** The attribute of the element the edge swaps for the page's own HTML (shared with the edge). */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';

/** What the shell release's frame renderer (dist/server/frames.cjs) exports, as the edge calls it. */
export interface FrameRenderer {
  renderFrame(table: import('shared-config/site-table').SiteTable, path: string): Promise<string>;
}
