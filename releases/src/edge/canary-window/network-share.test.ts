import { cappedSum, cappedVisitors } from './network-share';

describe('a sum of counts per network, no network over its share', () => {
  it.each([
    [[], 0.5, 0],
    [[7], 1, 7],
    // A lone network counts for nothing below a share of 1: it has no other to be a share of.
    [[7], 0.5, 0],
    [[5, 5], 0.5, 10],
    [[5, 3], 0.5, 6],
    [[2, 2, 1], 0.5, 5],
    [[3, 1, 1], 0.5, 4],
    [[2, 2, 1], 1 / 3, 3],
    [[4, 4, 4], 1 / 3, 12],
    // Two networks can never make a sum of which each is at most 40 %.
    [[5, 5], 0.4, 0],
    // A network of a thousand beside others of 10 in all moves the sum to 20, no more.
    [[1000, 2, 2, 2, 2, 2], 0.5, 20],
    [[1000, 2, 2, 2, 2, 2], 0.25, 40 / 3],
  ])('%j at a share of %d adds up to %d', (counts, share, sum) => {
    expect(cappedSum(counts, share)).toBeCloseTo(sum, 9);
  });

  it('leaves every network within its share of the sum it gives', () => {
    for (const counts of [
      [9, 7, 3, 1],
      [50, 1, 1, 1, 1],
      [3, 3, 3, 3, 3, 3, 30],
    ]) {
      for (const share of [0.25, 0.34, 0.5, 0.75]) {
        const sum = cappedSum(counts, share);
        const counted = counts.map((count) => Math.min(count, share * sum));
        expect(counted.reduce((total, count) => total + count, 0)).toBeCloseTo(sum, 9);
      }
    }
  });

  it('counts whole visitors', () => {
    expect(cappedVisitors([1000, 2, 2, 2, 2, 2], 0.25)).toBe(13);
  });
});
