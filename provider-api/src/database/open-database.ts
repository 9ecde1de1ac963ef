import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { migrateSchema } from './migrate-schema';

export const databaseFileName = 'provider.sqlite';

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(path.join(dataDir, databaseFileName));
  // WAL lets readers (listings) proceed while an application is being written. FULL syncs the WAL
  // at every commit: with NORMAL, a commit acknowledged to an applicant can be lost to a power cut.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrateSchema(db);
  return db;
}

// Files live beside the database, so the helpers that only get `db` can still find them.
export function filesDirOf(db: Database): string {
  return path.join(path.dirname(db.name), 'files');
}
