import { LRUCache } from 'lru-cache';

export interface RepeatAdmission {
  /** True when `key` was asked for before, among the last keys remembered; remembers it either way. */
  admits(key: string): boolean;
}

/**
 * Which pages of an unbounded kind (a search, a job id) are worth a place in a cache: only one asked
 * for again, among the last `remembered` asked for. A search no one repeats, or an attacker's stream
 * of unique URLs, then costs its key here rather than a page there, and never pushes out the pages
 * visitors share (the drill e2e/drills/search-memory.spec.ts: 3,000 unique searches filled both page
 * caches to their budgets, about 30 MB of the edge's growth, with pages never asked for again).
 */
export function createRepeatAdmission(remembered = 4096): RepeatAdmission {
  const seen = new LRUCache<string, true>({ max: remembered });
  return {
    admits(key) {
      if (seen.has(key)) return true;
      seen.set(key, true);
      return false;
    },
  };
}
