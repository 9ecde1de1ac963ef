import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listApplications } from 'provider-api';
import { MAX_UPLOAD_BYTES } from 'shared-config/validation';
import { applicationForm } from '../test-support/application-form';
import { fetchEdge, postForm } from '../test-support/edge-fetch';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';
import { minimalDocx, minimalXlsx, oleFile, pdfOfSize, tinyPdf, tinyPng } from '../test-support/file-fixtures';
import { openJob, type OpenJob } from '../test-support/provider-rows';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('POST /api/jobs/apply/:id (real provider behind the real edge)', () => {
  let harness: InProcessEdgeWithProvider;
  let twoFileJob: OpenJob;
  let oneFileJob: OpenJob;
  let spoolRoot: string;
  const apply = (job: OpenJob, form: FormData) =>
    fetchEdge(harness.url, harness.provider.token, `/api/jobs/apply/${job.id}`, postForm(form));

  beforeAll(async () => {
    // A private spool folder shows that nothing is left behind.
    spoolRoot = mkdtempSync(path.join(os.tmpdir(), 'edge-spool-check-'));
    harness = await startEdgeInProcess({ SPOOL_DIR: spoolRoot }, { provider: true });
    twoFileJob = openJob(harness.provider.db, 'job-0001');
    oneFileJob = openJob(harness.provider.db, 'job-0002');
  });
  afterEach(() => {
    const leftovers = readdirSync(spoolRoot).filter((name) => name.startsWith('edge-upload-'));
    expect(leftovers).toEqual([]);
  });
  afterAll(async () => {
    await harness.close();
    rmSync(spoolRoot, { recursive: true, force: true });
  });

  it('stores an application with a PDF and a PNG whose bytes arrive unchanged', async () => {
    expect(twoFileJob.requiredFiles).toEqual(['resume', 'coverLetter']);
    const pdf = tinyPdf();
    const png = tinyPng();
    const form = applicationForm(twoFileJob, {
      files: {
        resume: { content: pdf, name: 'C:\\Users\\ada\\My CV (final).pdf' },
        coverLetter: { content: png, name: '../../etc/cover letter.png', type: 'application/octet-stream' },
      },
    });

    const response = await apply(twoFileJob, form);

    expect(response.status).toBe(201);
    expect(response.json).toEqual({ data: { id: expect.any(String) }, message: 'Application submitted successfully' });
    const { id } = (response.json as { data: { id: string } }).data;
    const stored = listApplications(harness.provider.db).find((application) => application.id === id);
    expect(stored?.jobId).toBe(twoFileJob.id);
    expect(stored?.fields).toMatchObject({ firstName: 'Ada', email: 'ada.okafor@example.com' });
    const files = Object.fromEntries((stored?.files ?? []).map((file) => [file.fieldName, file]));
    expect(files.resume).toMatchObject({
      originalName: 'My CV (final).pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
    });
    expect(files.coverLetter).toMatchObject({
      originalName: 'cover letter.png',
      mimeType: 'image/png',
      size: png.length,
    });
    for (const [file, content] of [
      [files.resume, pdf],
      [files.coverLetter, png],
    ] as const) {
      expect(file?.sha256).toBe(sha256(content));
      expect(sha256(readFileSync(file?.storedPath ?? ''))).toBe(sha256(content));
    }
  });

  it.each([
    [
      'a Word document (docx)',
      minimalDocx(),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'an Excel workbook (xlsx)',
      minimalXlsx(),
      'cv.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['a legacy Word document (doc)', oleFile(['WordDocument', '1Table']), 'cv.doc', 'application/msword'],
    ['a legacy Excel workbook (xls)', oleFile(['Workbook']), 'cv.xls', 'application/vnd.ms-excel'],
    ['a PDF of exactly 10 MB', pdfOfSize(MAX_UPLOAD_BYTES), 'large.pdf', 'application/pdf'],
  ])('accepts %s', async (_label, content, name, mimeType) => {
    const response = await apply(oneFileJob, applicationForm(oneFileJob, { files: { resume: { content, name } } }));
    expect(response.status).toBe(201);
    const { id } = (response.json as { data: { id: string } }).data;
    const stored = listApplications(harness.provider.db).find((application) => application.id === id);
    expect(stored?.files[0]).toMatchObject({ mimeType, size: content.length, sha256: sha256(content) });
  });

  it('gives a file the extension of its real type and a plain name', async () => {
    const form = applicationForm(oneFileJob, {
      files: { resume: { content: tinyPng(), name: '<script>alert(1)</script>.pdf' } },
    });
    const response = await apply(oneFileJob, form);
    const { id } = (response.json as { data: { id: string } }).data;
    const stored = listApplications(harness.provider.db).find((application) => application.id === id);
    expect(stored?.files[0]?.originalName).toMatch(/^[A-Za-z0-9 ()_-]+\.png$/);
  });

  it('accepts the phone number in the international form the careers form sends (+ and digits)', async () => {
    const form = applicationForm(oneFileJob, { fields: { phoneNumber: '+2348031234567', yearsOfExperience: '0' } });
    const response = await apply(oneFileJob, form);
    expect(response.status).toBe(201);
    const { id } = (response.json as { data: { id: string } }).data;
    const stored = listApplications(harness.provider.db).find((application) => application.id === id);
    expect(stored?.fields.phoneNumber).toBe('+2348031234567');
  });

  it('treats a file input left blank (nameless empty part) as a missing file', async () => {
    const form = applicationForm(oneFileJob, { files: { resume: { content: Buffer.alloc(0), name: '' } } });
    const response = await apply(oneFileJob, form);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ message: 'Missing required file: resume' });
  });

  it('takes APPLY_RATE_LIMIT_MAX applications per address and refuses the rest, reading their uploads to the end', async () => {
    const limited = await startEdgeInProcess({
      PROVIDER_URL: harness.provider.url,
      PROVIDER_TOKEN: harness.provider.token,
      APPLY_RATE_LIMIT_MAX: '2',
    });
    try {
      const before = listApplications(harness.provider.db).length;
      const form = () =>
        applicationForm(oneFileJob, { files: { resume: { content: pdfOfSize(2_000_000), name: 'cv.pdf' } } });
      const responses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        responses.push(
          await fetchEdge(limited.url, harness.provider.token, `/api/jobs/apply/${oneFileJob.id}`, postForm(form())),
        );
      }
      expect(responses.map((response) => response.status)).toEqual([201, 201, 429, 429]);
      expect(responses[2]?.json).toEqual({
        message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
      });
      expect(listApplications(harness.provider.db)).toHaveLength(before + 2);
    } finally {
      await limited.close();
    }
  });
});
