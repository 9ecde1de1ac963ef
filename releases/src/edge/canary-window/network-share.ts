// Comparisons of sums of counts against caps made of fractions: a hair's tolerance for binary fractions.
const EPSILON = 1e-9;

/**
 * The most `counts` (one per network) can add up to when no network counts for more than `share`
 * (0 to 1) of that sum: the largest F with Σ min(count, share × F) ≥ F. Networks below the cap count
 * whole; those above count as much as the cap, which itself depends on what is counted. So a lone
 * network counts for nothing below a share of 1, two networks at a share of ½ count twice the smaller,
 * and a network that adds a thousand to a sum the others make 10 moves it to 20 at most (½).
 */
export function cappedSum(counts: readonly number[], share: number): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (share >= 1) return total;
  const sorted = [...counts].sort((a, b) => b - a);
  // With the `capped` largest networks at the cap and the rest whole: F = rest / (1 − capped × share).
  let rest = total;
  for (let capped = 0; capped < sorted.length && capped * share < 1; capped += 1) {
    const sum = rest / (1 - capped * share);
    const cap = share * sum;
    const largestWhole = sorted[capped] ?? 0;
    const smallestCapped = capped === 0 ? Infinity : (sorted[capped - 1] ?? 0);
    if (largestWhole <= cap + EPSILON && smallestCapped + EPSILON >= cap) return sum;
    rest -= largestWhole;
  }
  return 0;
}

/** `cappedSum` as a whole number of visitors (what a cap leaves of a visitor is no visitor). */
export const cappedVisitors = (counts: readonly number[], share: number) =>
  Math.floor(cappedSum(counts, share) + EPSILON);
