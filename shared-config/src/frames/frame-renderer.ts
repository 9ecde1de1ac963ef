import type { SiteTable } from '../site-routes/site-table';

// The shell release's frame renderer and the edge that runs it (and the release check that tries it)
// agree on these.

/** The attribute of the element in a frame that the edge swaps for the page's own HTML. */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';

/** What the shell release's frame renderer (dist/server/frames.cjs) exports, as the edge calls it. */
export interface FrameRenderer {
  /** The frame of each page at `paths`, by path. */
  renderFrames(table: SiteTable, paths: readonly string[]): Promise<Record<string, string>>;
}
