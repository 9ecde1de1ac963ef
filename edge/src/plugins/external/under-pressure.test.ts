import v8 from 'node:v8';
import vm from 'node:vm';
import { BUSY_MESSAGE } from './under-pressure';
import { applicationForm } from '../../test-support/application-form';
import { fetchEdge } from '../../test-support/edge-fetch';
import { startEdgeInProcess } from '../../test-support/test-edge';
import { within } from '../../test-support/within';
import { pdfOfSize } from '../../test-support/file-fixtures';
import { pacedUpload } from '../../test-support/paced-upload';
import { openJob } from '../../test-support/provider-rows';
import { expectSecurityHeaders, headerRecord } from '../../test-support/security-header-check';

// Pressure is sampled every half second, and sheds load once seen in three samples in a row.
const afterSustainedPressure = () => new Promise((resolve) => setTimeout(resolve, 2200));
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the sampler to see the pressure (its half-second timer runs late on a busy machine), then for it to last. */
async function untilSustained(underPressure: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!underPressure() && Date.now() < deadline) await later(100);
  await afterSustainedPressure();
}
const MB = 1024 * 1024;

/**
 * The heap's live size: after a full collection, so garbage earlier tests in this worker left behind
 * does not count (it would be collected while the ballast is allocated, leaving the heap under a
 * ceiling set above it).
 */
function liveHeapMb(): number {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
  return Math.round(process.memoryUsage().heapUsed / MB);
}

describe('load shedding', () => {
  it('answers a quick 503 with Retry-After under pressure, and readiness says so; health checks are never shed', async () => {
    // A heap ceiling of 1 MB: always under pressure once sampled.
    const { app } = await startEdgeInProcess(
      { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'shed', SHED_HEAP_USED_MB: '1' },
      { listen: false },
    );
    try {
      await app.ready();
      await afterSustainedPressure();
      const shed = await app.inject({ url: '/robots.txt' });
      expect({ status: shed.statusCode, body: shed.json() }).toEqual({ status: 503, body: { message: BUSY_MESSAGE } });
      expect(shed.headers['retry-after']).toBe('5');
      expectSecurityHeaders(shed.headers as Record<string, string>);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', checks: { load: 'shedding load' } });
    } finally {
      await app.close();
    }
  });

  it('is not under pressure on an idle edge with the default ceilings', async () => {
    const { app } = await startEdgeInProcess(
      { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'shed' },
      { listen: false },
    );
    try {
      await app.ready();
      // A sample of the heap and event loop has been taken (none is 0 bytes), and found no pressure.
      await within(10_000, async () => app.memoryUsage().heapUsed > 0);
      expect(app.isUnderPressure()).toBe(false);
      expect((await app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ checks: { load: 'ok' } });
    } finally {
      await app.close();
    }
  });

  it('never cuts an upload already accepted when pressure begins, sheds the next request, never an application', async () => {
    const ceilingMb = liveHeapMb() + 120;
    const harness = await startEdgeInProcess({ SHED_HEAP_USED_MB: String(ceilingMb) }, { provider: true });
    try {
      const job = openJob(harness.provider.db, 'job-0002');
      const form = applicationForm(job, { files: { resume: { content: pdfOfSize(240_000), name: 'cv.pdf' } } });
      // About 2.4 s at 100 KB/s.
      const uploading = pacedUpload(harness.url, `/api/jobs/apply/${job.id}`, form, {
        pieceBytes: 10_000,
        everyMs: 100,
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      // About 240 MB of heap, in arrays small enough to stay plain arrays of doubles: past the ceiling.
      const ballast = Array.from({ length: 30 }, () => new Array<number>(1_000_000).fill(0.5));
      await untilSustained(() => harness.app.isUnderPressure());
      expect(harness.app.isUnderPressure()).toBe(true);
      const next = await fetchEdge(harness.url, harness.provider.token, '/api/jobs/apijob/job-0002');
      expect({ status: next.status, body: next.json }).toEqual({ status: 503, body: { message: BUSY_MESSAGE } });
      expectSecurityHeaders(headerRecord(next.headers));
      // Applications are never shed, not even one that arrives now.
      const another = await fetchEdge(harness.url, harness.provider.token, `/api/jobs/apply/${job.id}`, {
        method: 'POST',
        body: applicationForm(job),
      });
      expect(another.status).toBe(201);
      expect((await uploading).status).toBe(201);
      expect(ballast).toHaveLength(30); // held until the upload is through
    } finally {
      await harness.close();
    }
  }, 30_000);
});
