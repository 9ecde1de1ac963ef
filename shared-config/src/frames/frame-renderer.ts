import type { SiteTable } from '../site-routes/site-table';

// The shell release's frame renderer and the edge that runs it (and the release check that tries it)
// agree on these.

/** The attribute of the element in a frame that the edge swaps for the page's own HTML. */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';

/**
 * The slot's value in the frame of a shell that hydrates the page the edge puts there (the frame holds
 * the page's Suspense boundary around the slot): the page's forms are then left as they are, for the
 * visitor to type into before the page's code arrives. An older shell's empty slot gets its forms
 * inert, since its app draws the page again and would drop what was typed.
 */
export const HYDRATED_SLOT_VALUE = 'hydrate';

/** What a frame shows that the route table does not say, decided by the edge for the frame and the page's runtime configuration alike. */
export interface FrameFacts {
  /** The year of the footer's copyright. */
  year: number;
}

/** What the shell release's frame renderer (dist/server/frames.cjs) exports, as the edge calls it. */
export interface FrameRenderer {
  /** The frame of each page at `paths`, by path (an older renderer ignores `facts`). */
  renderFrames(table: SiteTable, paths: readonly string[], facts?: FrameFacts): Promise<Record<string, string>>;
}
