import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applicationForm } from '../test-support/application-form';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';
import { within } from '../test-support/within';
import { pdfOfSize } from '../test-support/file-fixtures';
import { pacedUpload } from '../test-support/paced-upload';
import { openJob, providerFootprint, type OpenJob } from '../test-support/provider-rows';
import { expectSecurityHeaders } from '../test-support/security-header-check';
import { UPLOAD_TOO_SLOW } from './upload-pace';

const GRACE_MS = 1000;
const MIN_BYTES_PER_SECOND = 20 * 1024;
const MAX_MS = 3000;

describe('uploads judged by their pace', () => {
  let harness: InProcessEdgeWithProvider;
  let job: OpenJob;
  let spoolRoot: string;
  const spoolFolders = () => readdirSync(spoolRoot).filter((name) => name.startsWith('edge-upload-'));
  const form = (size: number) =>
    applicationForm(job, { files: { resume: { content: pdfOfSize(size), name: 'cv.pdf' } } });
  const upload = (size: number, pace: Parameters<typeof pacedUpload>[3]) =>
    pacedUpload(harness.url, `/api/jobs/apply/${job.id}`, form(size), pace);

  beforeAll(async () => {
    spoolRoot = mkdtempSync(path.join(os.tmpdir(), 'edge-pace-check-'));
    harness = await startEdgeInProcess(
      {
        SPOOL_DIR: spoolRoot,
        UPLOAD_GRACE_MS: String(GRACE_MS),
        UPLOAD_MIN_BYTES_PER_SECOND: String(MIN_BYTES_PER_SECOND),
        UPLOAD_MAX_MS: String(MAX_MS),
      },
      { provider: true },
    );
    job = openJob(harness.provider.db, 'job-0002');
  });
  afterAll(async () => {
    await harness.close();
    rmSync(spoolRoot, { recursive: true, force: true });
  });

  it('accepts a slow but steady line: 120 KB at about 60 KB/s', async () => {
    const answer = await upload(120_000, { pieceBytes: 6000, everyMs: 100 });
    expect(answer.status).toBe(201);
  });

  it('cuts off an upload that stalls after 20 bytes, with a 408, and removes its spool folder', async () => {
    const before = providerFootprint(harness.provider.db, harness.provider.dataDir);
    const answering = upload(50_000, { pieceBytes: 20, everyMs: 0, stopAfter: 20 });
    // While it stalls, its folder exists: the cut-off must be what removes it.
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS / 2));
    expect(spoolFolders()).toHaveLength(1);

    const answer = await answering;
    expect({ status: answer.status, body: answer.json }).toEqual({ status: 408, body: { message: UPLOAD_TOO_SLOW } });
    expectSecurityHeaders(answer.headers);
    expect(answer.closedAfterMs).toBeLessThan(GRACE_MS + 2000);
    // Its spool folder goes once the cut-off upload is let go.
    await within(10_000, async () => spoolFolders().length === 0);
    expect(providerFootprint(harness.provider.db, harness.provider.dataDir)).toEqual(before);
  });

  it('cuts off a trickle (100 bytes every 50 ms, 2 KB/s) once the grace period is over', async () => {
    const answer = await upload(50_000, { pieceBytes: 100, everyMs: 50 });
    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeLessThan(GRACE_MS + 2000);
    // Its spool folder goes once the cut-off upload is let go.
    await within(10_000, async () => spoolFolders().length === 0);
  });

  it('cuts off an upload that keeps the pace but runs past UPLOAD_MAX_MS', async () => {
    // About 60 KB/s, three times the minimum, but 400 KB takes about 7 s.
    const answer = await upload(400_000, { pieceBytes: 6000, everyMs: 100 });
    expect(answer.status).toBe(408);
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(MAX_MS);
    expect(answer.closedAfterMs).toBeLessThan(MAX_MS + 2000);
  });
});
