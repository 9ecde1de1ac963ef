/** The share a canary starts with unless the team chooses another. */
export const DEFAULT_SHARE = '10';

/**
 * What is wrong with a canary share as typed, or null: above 0 and below 100 %, at most two decimals
 * (as the service takes it; it checks again).
 */
export function shareProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return 'Enter the share of visitors who get the canary.';
  const share = Number(text);
  if (!Number.isFinite(share) || !/^\d+(\.\d{1,2})?$/.test(text)) {
    return 'Enter a number such as 10 or 12.5 (at most two decimals).';
  }
  if (share <= 0 || share >= 100) return 'A canary goes to more than 0 % and less than 100 % of visitors.';
  return null;
}
