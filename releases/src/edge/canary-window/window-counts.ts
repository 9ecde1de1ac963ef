/** What the analysis knows of one release over the window. */
export interface ReleaseFigures {
  /** Distinct visitors it was served to (page loads; a visitor who saw it fail counts too). */
  served: number;
  /**
   * How those visitors spread over networks, largest first: per network, the visitors new to each
   * tenth of the window, added up. The shares a per-network cap works from, not a count of visitors.
   */
  servedByNetwork: number[];
  /** Distinct visitors who saw it fail, per network (each visitor on the last one they reported from), largest first. */
  failingByNetwork: number[];
}

/**
 * The analysis's counts over a sliding window, per release (`<package>/<id>`), made of ten buckets:
 * a figure covers between nine and ten tenths of the window back from now.
 */
export interface WindowCounts {
  /** `visitor`, on `network`, was served the release. */
  served(release: string, visitor: string, network: string): Promise<void>;
  /** `visitor`, on `network`, saw the release fail (and so was served it). */
  failed(release: string, visitor: string, network: string): Promise<void>;
  figures(release: string): Promise<ReleaseFigures>;
}

export const WINDOW_BUCKETS = 10;

/** A bucket's length for a window. */
export const bucketMs = (windowMs: number) => Math.max(1, Math.ceil(windowMs / WINDOW_BUCKETS));

/**
 * Failing visitors, and networks visitors were served on, kept per bucket at most: past this many the
 * count saturates (a canary failing this widely is halted long before) instead of growing with what a
 * flood makes up.
 */
export const MAX_PER_BUCKET = 10_000;

/** Counts per network, largest first (the order every store answers in). */
export const largestFirst = (counts: Iterable<number>): number[] => [...counts].sort((a, b) => b - a);
