import type { ProviderAnswer } from './provider-client';

/**
 * How API_CACHE_MAX_MB is shared between the edge's caches: the provider's job answers (lists and
 * details, one LRU), the careers pages rendered from them, and the sitemap's index of open jobs
 * (50,000 jobs weigh about 5 MB).
 */
export const CACHE_SHARES = { answers: 1 / 2, renderedPages: 3 / 8, sitemapIndex: 1 / 8 } as const;

export const cacheBudget = (totalBytes: number, share: keyof typeof CACHE_SHARES) =>
  Math.floor(totalBytes * CACHE_SHARES[share]);

/**
 * What a cached answer holds in memory, weighed from its text: the text itself (up to two bytes a
 * character), the parsed JSON beside it (about as much again) and the encoded copies sent to browsers.
 */
export const answerBytes = (answer: ProviderAnswer): number => answer.text.length * 5 + 256;
