import type { Database } from 'better-sqlite3';
import type { ProviderJob } from 'shared-config/job-board';
import { rowToJob, type JobRow } from './job-row';

export interface JobSearchCriteria {
  page: number;
  limit: number;
  q?: string;
  location?: string;
  industry?: string;
}

export interface JobSearchResult {
  items: ProviderJob[];
  totalItems: number;
}

export interface JobSearchSql {
  /** The rows searched: `jobs`, or the title index's candidates joined to `jobs` in that order. */
  from: string;
  where: string;
  params: Record<string, string>;
}

// The title index holds every run of three characters of each lowered title.
const TRIGRAM_LENGTH = 3;
/**
 * A search whose narrowest run of three characters is in more titles than this reads the listing
 * index in order instead: so many titles match that a page fills within the first rows read,
 * where collecting every candidate from the title index first would cost more.
 */
const MAX_TITLE_INDEX_CANDIDATES = 200;
// Runs looked up per search: every one of a search of up to 18 characters, a spread beyond that
// (each lookup stops at the limit, so even a common run costs a bounded read).
const MAX_TRIGRAMS_TRIED = 16;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

// Characters as the trigram tokenizer counts them (code points, not UTF-16 units).
function trigramsOf(text: string): string[] {
  const characters = Array.from(text);
  const trigrams = new Set<string>();
  for (let start = 0; start + TRIGRAM_LENGTH <= characters.length; start += 1) {
    trigrams.add(characters.slice(start, start + TRIGRAM_LENGTH).join(''));
  }
  const all = [...trigrams];
  if (all.length <= MAX_TRIGRAMS_TRIED) return all;
  const step = (all.length - 1) / (MAX_TRIGRAMS_TRIED - 1);
  return Array.from({ length: MAX_TRIGRAMS_TRIED }, (_, index) => all[Math.round(index * step)] as string);
}

// An FTS5 string: the tokenizer splits it into its runs of three, matched as adjacent (a substring).
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The run of three characters of `q` held by the fewest titles, when they are few enough for the
 * title index to be the faster way in; null otherwise (and for searches under three characters,
 * which have no run of three to look up).
 */
export function narrowestTrigram(db: Database, q: string | undefined): string | null {
  if (q === undefined) return null;
  const holders = db.prepare<[string, number], { titles: number }>(
    'SELECT COUNT(*) AS titles FROM (SELECT 1 FROM jobs_title_search WHERE jobs_title_search MATCH ? LIMIT ?)',
  );
  let narrowest: string | null = null;
  let fewest = MAX_TITLE_INDEX_CANDIDATES + 1;
  for (const trigram of trigramsOf(q.toLowerCase())) {
    const titles = holders.get(ftsPhrase(trigram), fewest)?.titles ?? 0;
    if (titles < fewest) {
      narrowest = trigram;
      fewest = titles;
    }
    if (titles === 0) break;
  }
  return narrowest;
}

// Only fixed fragments are joined; user text always travels as a bound parameter.
export function buildJobSearchSql(
  criteria: Omit<JobSearchCriteria, 'page' | 'limit'>,
  { narrowestTrigram = null }: { narrowestTrigram?: string | null } = {},
): JobSearchSql {
  const conditions: string[] = [];
  const params: Record<string, string> = {};
  let from = 'jobs';
  if (criteria.location) {
    conditions.push('location = @location');
    params.location = criteria.location;
  }
  if (criteria.industry) {
    conditions.push('job_industry = @industry');
    params.industry = criteria.industry;
  }
  if (criteria.q) {
    if (narrowestTrigram !== null) {
      // The titles holding the narrowest run come from the title index (CROSS JOIN keeps them the
      // outer loop); the LIKE then checks the whole search on those few, so results are the same.
      from = 'jobs_title_search CROSS JOIN jobs ON jobs.id = jobs_title_search.id';
      conditions.push('jobs_title_search MATCH @trigram');
      params.trigram = ftsPhrase(narrowestTrigram);
    }
    conditions.push("jobs.job_title_lower LIKE @q ESCAPE '\\'");
    params.q = `%${escapeLike(criteria.q.toLowerCase())}%`;
  }
  return { from, where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function jobListSql({ from, where }: Pick<JobSearchSql, 'from' | 'where'>): string {
  return `SELECT jobs.* FROM ${from} ${where} ORDER BY start_date DESC, jobs.id DESC LIMIT @limit OFFSET @offset`;
}

export function jobCountSql({ from, where }: Pick<JobSearchSql, 'from' | 'where'>): string {
  return `SELECT COUNT(*) AS total FROM ${from} ${where}`;
}

export function searchJobs(db: Database, criteria: JobSearchCriteria): JobSearchResult {
  const sql = buildJobSearchSql(criteria, { narrowestTrigram: narrowestTrigram(db, criteria.q) });
  const rows = db
    .prepare<Record<string, string | number>, JobRow>(jobListSql(sql))
    .all({ ...sql.params, limit: criteria.limit, offset: (criteria.page - 1) * criteria.limit });
  const count = db.prepare<Record<string, string>, { total: number }>(jobCountSql(sql)).get(sql.params);
  return { items: rows.map(rowToJob), totalItems: count?.total ?? 0 };
}
