import { HttpError } from '../app/http-error';
import type { JobSearchCriteria } from './job-search';

export const defaultLimit = 10;
export const maxLimit = 100;
const maxPage = 1_000_000;
// SQLite refuses LIKE patterns past 50,000 bytes; no real title search is anywhere near this.
const maxQueryLength = 200;

function singleValue(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new HttpError(400, `Invalid ${name}: give it once`);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function positiveInteger(query: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const text = singleValue(query, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > max) {
    throw new HttpError(400, `Invalid ${name}: expected a whole number from 1 to ${max}`);
  }
  return Number(text);
}

export function parseListJobsQuery(query: Record<string, unknown>): JobSearchCriteria {
  const page = positiveInteger(query, 'page', 1, maxPage);
  // Larger limits are capped rather than refused, so a client asking for everything still gets a page.
  const limit = Math.min(positiveInteger(query, 'limit', defaultLimit, Number.MAX_SAFE_INTEGER), maxLimit);
  const q = singleValue(query, 'q');
  if (q !== undefined && q.length > maxQueryLength) {
    throw new HttpError(400, `Invalid q: at most ${maxQueryLength} characters`);
  }
  return { page, limit, q, location: singleValue(query, 'location'), industry: singleValue(query, 'industry') };
}
