import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { filesDirOf } from '../database/open-database';

export interface StoredApplicationFile {
  fieldName: string;
  storedName: string;
  storedPath: string;
  originalName: string;
  mimeType: string;
  size: number;
  sha256: string;
}

export interface StoredApplication {
  id: string;
  jobId: string;
  createdAt: string;
  fields: Record<string, string>;
  files: StoredApplicationFile[];
}

interface ApplicationRow {
  id: string;
  job_id: string;
  created_at: string;
}

interface FieldRow {
  application_id: string;
  name: string;
  value: string;
}

interface FileRow {
  application_id: string;
  field_name: string;
  stored_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  sha256: string;
}

// Read side for other packages' tests: everything an application left behind, paths included.
export function listApplications(db: Database): StoredApplication[] {
  const filesDir = filesDirOf(db);
  const applications = db.prepare<[], ApplicationRow>('SELECT * FROM applications ORDER BY created_at, rowid').all();
  const fields = db.prepare<[], FieldRow>('SELECT * FROM application_fields ORDER BY rowid').all();
  const files = db.prepare<[], FileRow>('SELECT * FROM application_files ORDER BY id').all();
  return applications.map((row) => ({
    id: row.id,
    jobId: row.job_id,
    createdAt: row.created_at,
    fields: Object.fromEntries(
      fields.filter((field) => field.application_id === row.id).map((field) => [field.name, field.value]),
    ),
    files: files
      .filter((file) => file.application_id === row.id)
      .map((file) => ({
        fieldName: file.field_name,
        storedName: file.stored_name,
        storedPath: path.join(filesDir, file.stored_name),
        originalName: file.original_name,
        mimeType: file.mime_type,
        size: file.size,
        sha256: file.sha256,
      })),
  }));
}
