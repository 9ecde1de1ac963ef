import type { Database } from 'better-sqlite3';
import { generateId } from '../jobs/job-id';
import type { StoredUpload } from './store-upload';

export interface NewApplication {
  jobId: string;
  fields: ReadonlyMap<string, string>;
  files: readonly StoredUpload[];
}

// Application, fields and files commit together or not at all.
export function saveApplication(db: Database, application: NewApplication): string {
  const id = generateId('app');
  const insertApplication = db.prepare('INSERT INTO applications (id, job_id, created_at) VALUES (?, ?, ?)');
  const insertField = db.prepare('INSERT INTO application_fields (application_id, name, value) VALUES (?, ?, ?)');
  const insertFile = db.prepare(`
    INSERT INTO application_files
      (application_id, field_name, stored_name, original_name, mime_type, size, sha256)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  db.transaction(() => {
    insertApplication.run(id, application.jobId, new Date().toISOString());
    for (const [name, value] of application.fields) insertField.run(id, name, value);
    for (const file of application.files) {
      insertFile.run(id, file.fieldName, file.storedName, file.originalName, file.mimeType, file.size, file.sha256);
    }
  })();
  return id;
}
