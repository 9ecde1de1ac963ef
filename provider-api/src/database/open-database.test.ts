import { makeTempDataDir } from '../test-support/temp-data-dir';
import { migrateSchema } from './migrate-schema';
import { openDatabase } from './open-database';

describe('openDatabase', () => {
  it('opens in WAL mode, syncing every commit (FULL), with foreign keys, and migrating again changes nothing', () => {
    const temp = makeTempDataDir();
    const db = openDatabase(temp.dataDir);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL: a commit is on stable storage before it returns.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      const schema = (): unknown => db.prepare('SELECT name, sql FROM sqlite_master ORDER BY name').all();
      const before = schema();
      migrateSchema(db);
      expect(schema()).toEqual(before);
    } finally {
      db.close();
      temp.remove();
    }
  });
});
