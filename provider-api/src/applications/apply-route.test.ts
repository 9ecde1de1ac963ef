import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { startProviderApi } from '../app/start-provider-api';
import type { RunningProviderApi } from '../app/provider-api-options';
import { makeTempDataDir } from '../test-support/temp-data-dir';
import { authHeaders, testToken } from '../test-support/test-provider';
import { listApplications } from './list-applications';
import { MAX_UPLOAD_BYTES } from 'shared-config/validation/upload-rules';
import { APPLICANT_FIELDS } from '../test-support/applicant-fields';

// job-0001 asks for these fields and the files resume and coverLetter.
const completeFields = APPLICANT_FIELDS;

function sha256(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function applicationForm(
  fields: Record<string, string>,
  files: Record<string, [Uint8Array<ArrayBuffer>, string, string]>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [data, fileName, type]] of Object.entries(files))
    form.append(name, new Blob([data], { type }), fileName);
  return form;
}

describe('POST /jobs/apply/:id on a listening server', () => {
  const temp = makeTempDataDir();
  let provider: RunningProviderApi;
  const resume = new TextEncoder().encode('%PDF-1.7\nAdaeze Okafor, senior full-stack engineer\n');
  const coverLetter = new Uint8Array(300_000).map((_, index) => index % 251);

  beforeAll(async () => {
    provider = await startProviderApi({ token: testToken, dataDir: temp.dataDir });
  });
  afterAll(async () => {
    await provider.close();
    temp.remove();
  });

  async function apply(jobId: string, form: FormData): Promise<{ status: number; body: unknown }> {
    const response = await fetch(`${provider.url}/jobs/apply/${jobId}`, {
      method: 'POST',
      body: form,
      headers: authHeaders,
    });
    return { status: response.status, body: await response.json() };
  }

  function storedFiles(): string[] {
    return readdirSync(path.join(temp.dataDir, 'files'));
  }

  it('rejects a missing field, naming the first one in the job order, and keeps nothing', async () => {
    const { linkedinProfile: _dropped, ...fields } = completeFields;
    const form = applicationForm(fields, {
      resume: [resume, 'cv.pdf', 'application/pdf'],
      coverLetter: [coverLetter, 'letter.docx', 'application/octet-stream'],
    });
    expect(await apply('job-0001', form)).toEqual({
      status: 400,
      body: { message: 'Missing required field: linkedinProfile' },
    });
    expect(listApplications(provider.db)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('treats a blank field and an empty file part as missing', async () => {
    const blankField = applicationForm({ ...completeFields, email: '  ' }, {});
    expect((await apply('job-0001', blankField)).body).toEqual({ message: 'Missing required field: email' });
    const emptyFile = applicationForm(completeFields, {
      resume: [resume, 'cv.pdf', 'application/pdf'],
      coverLetter: [new Uint8Array(0), '', 'application/octet-stream'],
    });
    expect(await apply('job-0001', emptyFile)).toEqual({
      status: 400,
      body: { message: 'Missing required file: coverLetter' },
    });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and leaves no row and no partial file', async () => {
    const form = applicationForm(completeFields, {
      resume: [resume, 'cv.pdf', 'application/pdf'],
      coverLetter: [new Uint8Array(MAX_UPLOAD_BYTES + 1), 'huge.pdf', 'application/pdf'],
    });
    expect(await apply('job-0001', form)).toEqual({ status: 413, body: { message: 'File too large' } });
    expect(listApplications(provider.db)).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it.each(['job-0010', 'job-0016', 'job-0023'])('answers 409 for the closed job %s', async (jobId) => {
    const form = applicationForm(completeFields, { resume: [resume, 'cv.pdf', 'application/pdf'] });
    expect(await apply(jobId, form)).toEqual({ status: 409, body: { message: 'This position is closed' } });
  });

  it('answers 404 for an unknown job', async () => {
    expect(await apply('job-9999', applicationForm(completeFields, {}))).toEqual({
      status: 404,
      body: { message: 'Job not found' },
    });
  });

  it('stores the application, its fields and both files under new names, hashes matching', async () => {
    const form = applicationForm(
      { ...completeFields, unrelated: 'dropped' },
      {
        resume: [resume, 'Adaeze CV.pdf', 'application/pdf'],
        coverLetter: [
          coverLetter,
          '../../etc/letter.docx',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        ],
        extra: [resume, 'extra.pdf', 'application/pdf'],
      },
    );
    const { status, body } = await apply('job-0001', form);

    expect(status).toBe(201);
    expect(body).toEqual({
      data: { id: expect.stringMatching(/^[A-Za-z0-9_-]+$/) },
      message: 'Application submitted successfully',
    });
    const [application, ...others] = listApplications(provider.db);
    expect(others).toEqual([]);
    expect(application).toEqual(expect.objectContaining({ jobId: 'job-0001', fields: completeFields }));
    const byField = new Map(application?.files.map((file) => [file.fieldName, file]));
    expect([...byField.keys()].sort()).toEqual(['coverLetter', 'resume']);
    for (const [fieldName, data, originalName] of [
      ['resume', resume, 'Adaeze CV.pdf'],
      // The multipart parser keeps only the base name of a path-like file name.
      ['coverLetter', coverLetter, 'letter.docx'],
    ] as const) {
      const file = byField.get(fieldName);
      expect(file).toEqual(expect.objectContaining({ originalName, size: data.length, sha256: sha256(data) }));
      expect(path.dirname(file?.storedPath ?? '')).toBe(path.join(temp.dataDir, 'files'));
      expect(file?.storedName).not.toContain('letter');
      expect(sha256(readFileSync(file?.storedPath ?? ''))).toBe(sha256(data));
    }
    expect(byField.get('coverLetter')?.mimeType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(storedFiles()).toHaveLength(2);
  });
});
