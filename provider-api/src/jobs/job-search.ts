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
  where: string;
  params: Record<string, string>;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

// Only fixed fragments are joined; user text always travels as a bound parameter.
export function buildJobSearchSql(criteria: Omit<JobSearchCriteria, 'page' | 'limit'>): JobSearchSql {
  const conditions: string[] = [];
  const params: Record<string, string> = {};
  if (criteria.location) {
    conditions.push('location = @location');
    params.location = criteria.location;
  }
  if (criteria.industry) {
    conditions.push('job_industry = @industry');
    params.industry = criteria.industry;
  }
  if (criteria.q) {
    conditions.push("job_title_lower LIKE @q ESCAPE '\\'");
    params.q = `%${escapeLike(criteria.q.toLowerCase())}%`;
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function jobListSql(where: string): string {
  return `SELECT * FROM jobs ${where} ORDER BY start_date DESC, id DESC LIMIT @limit OFFSET @offset`;
}

export function searchJobs(db: Database, criteria: JobSearchCriteria): JobSearchResult {
  const { where, params } = buildJobSearchSql(criteria);
  const rows = db
    .prepare<Record<string, string | number>, JobRow>(jobListSql(where))
    .all({ ...params, limit: criteria.limit, offset: (criteria.page - 1) * criteria.limit });
  const count = db
    .prepare<Record<string, string>, { total: number }>(`SELECT COUNT(*) AS total FROM jobs ${where}`)
    .get(params);
  return { items: rows.map(rowToJob), totalItems: count?.total ?? 0 };
}
