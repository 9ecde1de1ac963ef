import BetterSqlite3 from 'better-sqlite3';
import { migrateSchema } from '../database/migrate-schema';
import { insertJobs } from '../jobs/jobs-repository';
import { loadDemoJobs } from '../seed/demo-jobs';
import { listApplications } from './list-applications';
import { saveApplication } from './save-application';
import type { StoredUpload } from './store-upload';

const seedJobs = loadDemoJobs();

const upload: StoredUpload = {
  fieldName: 'resume',
  storedName: 'same-name',
  storedPath: '/unused',
  originalName: 'cv.pdf',
  mimeType: 'application/pdf',
  size: 3,
  sha256: 'abc',
};

describe('saveApplication', () => {
  it('rolls the application and its fields back when one file row fails', () => {
    const db = new BetterSqlite3(':memory:');
    migrateSchema(db);
    insertJobs(db, seedJobs.slice(0, 1));
    const fields = new Map([['email', 'a@example.com']]);

    expect(() =>
      saveApplication(db, { jobId: 'job-0001', fields, files: [upload, { ...upload, fieldName: 'coverLetter' }] }),
    ).toThrow(/UNIQUE/);
    expect(listApplications(db)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM application_fields').get()).toEqual({ n: 0 });
    db.close();
  });
});
