/**
 * Whether `percent` is a share a canary can take: above 0 and below 100, in hundredths at most (the
 * edges draw visitors into 10,000 buckets). Read from the number's own decimal form, so 1.1, 2.3,
 * 0.07 and 4.35 are shares, whose products with 100 a float does not hold exactly.
 */
export const isCanaryShare = (percent: number): boolean =>
  percent > 0 && percent < 100 && Number(percent.toFixed(2)) === percent;
