import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { ProviderJob } from 'shared-config/job-board';

const TABLES = ['applications', 'application_fields', 'application_files', 'outbox'] as const;

/** Row counts of every table a request could write, plus the stored files: equal means untouched. */
export function providerFootprint(db: Database, dataDir: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = db.prepare(`SELECT COUNT(*) AS total FROM ${table}`).get() as { total: number };
    counts[table] = row.total;
  }
  counts.storedFiles = readdirSync(path.join(dataDir, 'files')).length;
  return counts;
}

export function closedJobId(db: Database): string {
  const row = db.prepare("SELECT id FROM jobs WHERE lower(trim(status)) IN ('closed', 'close') LIMIT 1").get() as
    { id: string } | undefined;
  if (!row) throw new Error('the seed has no closed job');
  return row.id;
}

export type OpenJob = Pick<ProviderJob, 'id' | 'requiredFields' | 'requiredFiles'>;

export function openJob(db: Database, id: string): OpenJob {
  const row = db.prepare('SELECT id, required_fields, required_files FROM jobs WHERE id = ?').get(id) as
    { id: string; required_fields: string; required_files: string } | undefined;
  if (!row) throw new Error(`no job ${id}`);
  return {
    id: row.id,
    requiredFields: JSON.parse(row.required_fields) as string[],
    requiredFiles: JSON.parse(row.required_files) as string[],
  };
}
