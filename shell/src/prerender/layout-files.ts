import type { RemotePageId } from '../remotes/remote-page-ids';

/** The attribute of the element the edge swaps for the page's own HTML. */
export const PAGE_SLOT_ATTRIBUTE = 'data-page-slot';

/** The shell's prerendered frame for a page, in its dist/prerendered/ (shared with the edge). */
export const layoutFileName = (page: RemotePageId) => `layout.${page.replace('/', '.')}`;
