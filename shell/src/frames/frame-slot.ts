/** The attribute of the element the edge swaps for the page's own HTML (shared with the edge). */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';

/** What the shell release's frame renderer (dist/server/frames.cjs) exports, as the edge calls it. */
export interface FrameRenderer {
  /** The frame of each page at `paths`, by path. */
  renderFrames(
    table: import('shared-config/site-table').SiteTable,
    paths: readonly string[],
  ): Promise<Record<string, string>>;
}
