import fs from 'node:fs/promises';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProviderApi } from '../app/start-provider-api';
import { openDatabase, filesDirOf } from '../database/open-database';
import { makeTempDataDir } from '../test-support/temp-data-dir';
import { authHeaders, testToken } from '../test-support/test-provider';
import { listApplications } from './list-applications';
import { saveApplication } from './save-application';
import { APPLICANT_FIELDS } from '../test-support/applicant-fields';

const fields = APPLICANT_FIELDS;

function application(): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob(['%PDF-1.7 resume'], { type: 'application/pdf' }), 'cv.pdf');
  form.append('coverLetter', new Blob(['%PDF-1.7 letter'], { type: 'application/pdf' }), 'letter.pdf');
  return form;
}

describe('an acknowledged application is on stable storage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('syncs each file under a temporary name, renames it, syncs the folder, and only then commits', async () => {
    const temp = makeTempDataDir();
    const provider = await startProviderApi({ token: testToken, dataDir: temp.dataDir });
    const steps: string[] = [];
    const realOpen = fs.open;
    jest.spyOn(fs, 'open').mockImplementation(async (file, flags, mode) => {
      const handle = await realOpen(file, flags, mode);
      const name = path.basename(String(file));
      const realSync = handle.sync.bind(handle);
      handle.sync = async () => {
        steps.push(name === 'files' ? 'sync folder' : `sync ${name.endsWith('.partial') ? 'partial file' : name}`);
        return realSync();
      };
      return handle;
    });
    const realRename = fs.rename;
    jest.spyOn(fs, 'rename').mockImplementation(async (from, to) => {
      steps.push(`rename ${path.extname(String(from))} to final name`);
      return realRename(from, to);
    });
    const realTransaction = provider.db.transaction.bind(provider.db);
    jest.spyOn(provider.db, 'transaction').mockImplementation((work) => {
      const transaction = realTransaction(work);
      return Object.assign((...args: unknown[]) => {
        const result: unknown = transaction(...args);
        steps.push('commit');
        return result;
      }, transaction);
    });
    const insert = provider.db.prepare('SELECT COUNT(*) AS n FROM applications');
    try {
      const response = await fetch(`${provider.url}/jobs/apply/job-0001`, {
        method: 'POST',
        headers: authHeaders,
        body: application(),
      });
      expect(response.status).toBe(201);
      expect(steps).toEqual([
        'sync partial file',
        'rename .partial to final name',
        'sync partial file',
        'rename .partial to final name',
        'sync folder',
        'commit',
      ]);
      expect((insert.get() as { n: number }).n).toBe(1);
      expect(readdirSync(path.join(temp.dataDir, 'files')).filter((name) => name.endsWith('.partial'))).toEqual([]);
    } finally {
      await provider.close();
      temp.remove();
    }
  });

  it('sweeps files a crash left without a committed row at start, and keeps every committed one', async () => {
    const temp = makeTempDataDir();
    const db = openDatabase(temp.dataDir);
    const filesDir = filesDirOf(db);
    mkdirSync(filesDir, { recursive: true });
    // A committed application's file, a file renamed but never committed, and one still being written.
    writeFileSync(path.join(filesDir, 'committed'), 'kept');
    writeFileSync(path.join(filesDir, 'renamed-never-committed'), 'orphan');
    writeFileSync(path.join(filesDir, 'half-written.partial'), 'orphan');
    db.prepare(
      "INSERT INTO jobs (id, job_title, job_title_lower, start_date, employment_type, location, job_industry, job_category, status, description, business_name, required_fields, required_files) VALUES ('job-x', 'X', 'x', '2026-01-01', 'Full-time', 'Remote', 'IT', 'IT', 'open', '', 'Corelink', '[]', '[\"resume\"]')",
    ).run();
    const upload = { fieldName: 'resume', originalName: 'cv.pdf', mimeType: 'application/pdf', size: 4, sha256: 'x' };
    saveApplication(db, {
      jobId: 'job-x',
      fields: new Map(),
      files: [{ ...upload, storedName: 'committed', storedPath: path.join(filesDir, 'committed') }],
    });
    db.close();

    const provider = await startProviderApi({ token: testToken, dataDir: temp.dataDir });
    try {
      expect(readdirSync(filesDir)).toEqual(['committed']);
      expect(listApplications(provider.db)).toHaveLength(1);
    } finally {
      await provider.close();
      temp.remove();
    }
  });
});
