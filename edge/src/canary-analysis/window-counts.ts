/** What the analysis knows of one release over the window. */
export interface ReleaseFigures {
  /** Distinct visitors it was served to (page loads; a visitor who saw it fail counts too). */
  served: number;
  /** Distinct visitors who saw it fail. */
  failingVisitors: number;
  /** Distinct networks those failures came from. */
  failingNetworks: number;
}

/**
 * The analysis's counts over a sliding window, per release (`<package>/<id>`), made of ten buckets:
 * a figure covers between nine and ten tenths of the window back from now.
 */
export interface WindowCounts {
  /** `visitor` was served the release. */
  served(release: string, visitor: string): Promise<void>;
  /** `visitor`, on `network`, saw the release fail. */
  failed(release: string, visitor: string, network: string): Promise<void>;
  figures(release: string): Promise<ReleaseFigures>;
}

export const WINDOW_BUCKETS = 10;

/** A bucket's length for a window. */
export const bucketMs = (windowMs: number) => Math.max(1, Math.ceil(windowMs / WINDOW_BUCKETS));

/**
 * Failing visitors and networks kept per bucket, at most: past this many the count saturates (a canary
 * failing this widely is halted long before) instead of growing with what a flood makes up.
 */
export const MAX_FAILURES_PER_BUCKET = 10_000;
