import type { Database } from 'better-sqlite3';

// One idempotent script: every start runs it, so a fresh or an existing data folder both work.
const schema = `
CREATE TABLE IF NOT EXISTS jobs (
  id TEXT PRIMARY KEY,
  job_title TEXT NOT NULL,
  -- JavaScript lower-casing handles non-ASCII titles, which SQLite's lower() does not.
  job_title_lower TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT,
  employment_type TEXT NOT NULL,
  location TEXT NOT NULL,
  job_industry TEXT NOT NULL,
  job_category TEXT NOT NULL,
  status TEXT NOT NULL,
  description TEXT NOT NULL,
  business_name TEXT NOT NULL,
  business_address TEXT,
  required_fields TEXT NOT NULL,
  required_files TEXT NOT NULL
);

-- Each index follows its filter columns with the listing order, so a page is read in order without
-- a sort; the trailing lowered title lets a title search (and its count) be checked in the index
-- without visiting each row.
CREATE INDEX IF NOT EXISTS jobs_by_start_date ON jobs (start_date DESC, id DESC, job_title_lower);
CREATE INDEX IF NOT EXISTS jobs_by_location ON jobs (location, start_date DESC, id DESC, job_title_lower);
CREATE INDEX IF NOT EXISTS jobs_by_industry ON jobs (job_industry, start_date DESC, id DESC, job_title_lower);
CREATE INDEX IF NOT EXISTS jobs_by_location_industry
  ON jobs (location, job_industry, start_date DESC, id DESC, job_title_lower);

-- Title search: every run of three characters of each lowered title, so a search finds the titles
-- holding it without reading every title (search-plan.ts picks it when it narrows the search).
-- Kept by job id, not rowid: VACUUM may renumber the rowids of a table without an INTEGER PRIMARY KEY.
CREATE VIRTUAL TABLE IF NOT EXISTS jobs_title_search
  USING fts5 (job_title_lower, id UNINDEXED, tokenize = 'trigram case_sensitive 1');
-- How many titles hold each run of three characters.
CREATE VIRTUAL TABLE IF NOT EXISTS jobs_title_trigrams USING fts5vocab (jobs_title_search, 'row');
CREATE TRIGGER IF NOT EXISTS jobs_title_search_insert AFTER INSERT ON jobs BEGIN
  INSERT INTO jobs_title_search (job_title_lower, id) VALUES (new.job_title_lower, new.id);
END;
-- Deleting by id reads the search table through (id is not indexed there); jobs are only ever
-- added by this package, so this runs only when someone edits the database by hand.
CREATE TRIGGER IF NOT EXISTS jobs_title_search_delete AFTER DELETE ON jobs BEGIN
  DELETE FROM jobs_title_search WHERE id = old.id;
END;
CREATE TRIGGER IF NOT EXISTS jobs_title_search_update AFTER UPDATE OF id, job_title_lower ON jobs BEGIN
  DELETE FROM jobs_title_search WHERE id = old.id;
  INSERT INTO jobs_title_search (job_title_lower, id) VALUES (new.job_title_lower, new.id);
END;

CREATE TABLE IF NOT EXISTS applications (
  id TEXT PRIMARY KEY,
  job_id TEXT NOT NULL REFERENCES jobs (id),
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS applications_by_job ON applications (job_id);

CREATE TABLE IF NOT EXISTS application_fields (
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (application_id, name)
);

CREATE TABLE IF NOT EXISTS application_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  application_id TEXT NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  field_name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  mime_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  sha256 TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS application_files_by_application ON application_files (application_id);

CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  to_email TEXT NOT NULL,
  to_name TEXT,
  subject TEXT NOT NULL,
  template_id TEXT,
  type TEXT,
  params TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;

export function migrateSchema(db: Database): void {
  db.transaction(() => {
    const hadTitleSearch = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'jobs_title_search'").get();
    db.exec(schema);
    // A data folder from before the title search: its jobs are indexed once, here.
    if (!hadTitleSearch) {
      db.exec('INSERT INTO jobs_title_search (job_title_lower, id) SELECT job_title_lower, id FROM jobs');
    }
  })();
}
