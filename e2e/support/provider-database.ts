import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { listApplications, listOutbox } from 'provider-api';

/** Reads what the embedded provider-api of the e2e edge stored, straight from its SQLite file. */
function withProviderDatabase<T>(read: (db: BetterSqlite3.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const db = new BetterSqlite3(path.join(dataDir, 'provider.sqlite'));
  try {
    return read(db);
  } finally {
    db.close();
  }
}

export const storedApplications = () => withProviderDatabase((db) => listApplications(db));
export const storedOutbox = () => withProviderDatabase((db) => listOutbox(db));
