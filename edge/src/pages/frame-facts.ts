import type { FrameFacts } from 'shared-config/frames';

/**
 * What a page's frame shows beyond the route table, as of now: the year of the footer's copyright
 * (UTC, the edge's one clock). The frame and the runtime configuration of a page get the same facts,
 * so the browser's first render draws the year the frame holds.
 */
export const frameFactsNow = (now: Date = new Date()): FrameFacts => ({ year: now.getUTCFullYear() });
