import { rmSync } from 'node:fs';
import http from 'node:http';
import { listApplications } from 'provider-api';
import { applicationForm } from '../test-support/application-form';
import { pdfOfSize } from '../test-support/file-fixtures';
import { openJob } from '../test-support/provider-rows';
import { within } from '../test-support/within';
import {
  startEdgeProcess,
  type EdgeProcessOptions,
  type EdgeProcessWithProvider,
  type TestProvider,
} from '../test-support/test-edge';
import { activeSite, tempDir } from 'releases/test-support';

/**
 * The edge as production starts it (`edge/src/main.ts`, as jest runs before any build), in a process
 * of its own with its log at info level, read back; in front of a provider-api in the test's process.
 */
const shutdownEdge = {
  entry: 'production',
  fromSource: true,
  provider: true,
} satisfies EdgeProcessOptions;

/** An application's multipart body and its content type, as a browser would send it. */
async function applicationBody(provider: TestProvider, jobId: string): Promise<{ bytes: Buffer; contentType: string }> {
  const job = openJob(provider.db, jobId);
  // Large enough to be sent in several pieces.
  const resume = { content: pdfOfSize(400 * 1024), name: 'resume.pdf' };
  const request = new Request('http://edge.invalid/', {
    method: 'POST',
    body: applicationForm(job, { files: Object.fromEntries(job.requiredFiles.map((name) => [name, resume])) }),
  });
  return {
    bytes: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

/** Sends the first part of an upload; `rest()` sends the remainder slowly; `answer` is what the edge says. */
function startUpload(url: string, jobId: string, body: { bytes: Buffer; contentType: string }) {
  const request = http.request(`${url}/api/jobs/apply/${jobId}`, {
    method: 'POST',
    headers: { 'content-type': body.contentType, 'content-length': String(body.bytes.length) },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
  });
  answer.catch(() => undefined);
  const half = Math.floor(body.bytes.length / 2);
  request.write(body.bytes.subarray(0, half));
  return {
    answer,
    async rest() {
      const pieces = 8;
      const size = Math.ceil((body.bytes.length - half) / pieces);
      for (let offset = half; offset < body.bytes.length; offset += size) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        request.write(body.bytes.subarray(offset, offset + size));
      }
      request.end();
    },
  };
}

const connects = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => true,
    () => false,
  );

describe('graceful shutdown of a real edge process', () => {
  let edge: EdgeProcessWithProvider | null = null;
  afterEach(async () => {
    await edge?.stop('SIGKILL');
    edge = null;
  });

  it('on SIGTERM takes no new connection, lets an upload in flight finish and be stored, then exits 0', async () => {
    edge = await startEdgeProcess({
      ...shutdownEdge,
      env: { LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '20000', DRAIN_DELAY_MS: '0' },
    });
    const { url } = edge;
    const body = await applicationBody(edge.provider, 'job-0002');
    const upload = startUpload(edge.url, 'job-0002', body);
    await new Promise((resolve) => setTimeout(resolve, 300));

    edge.child.kill('SIGTERM');
    // It stops taking connections, while the upload it took goes on.
    await within(10_000, async () => !(await connects(url)));
    expect(edge.child.exitCode).toBeNull();

    await upload.rest();
    const answer = await upload.answer;
    expect(answer.status).toBe(201);
    expect(await edge.exited).toBe(0);
    const stored = listApplications(edge.provider.db);
    expect(stored.map((application) => application.jobId)).toEqual(['job-0002']);
    expect(stored[0]?.files[0]?.size).toBe(400 * 1024);
    expect(edge.output()).toMatch(/"outcome":"drained".*"msg":"shut down"/);
  }, 60_000);

  it('cuts an upload still running when the grace is over: the browser gets an error, nothing is stored, exit 0', async () => {
    edge = await startEdgeProcess({
      ...shutdownEdge,
      env: { LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '1000', DRAIN_DELAY_MS: '0' },
    });
    const body = await applicationBody(edge.provider, 'job-0002');
    const upload = startUpload(edge.url, 'job-0002', body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    edge.child.kill('SIGTERM');

    await expect(upload.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(await edge.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(listApplications(edge.provider.db)).toEqual([]);
    expect(edge.output()).toMatch(/shutdown grace over: cutting the requests still in flight/);
  }, 60_000);

  it('keeps serving for the drain delay after SIGTERM, with readiness failing, then stops taking connections', async () => {
    const releasesDir = tempDir('edge-drain-releases');
    await activeSite(releasesDir);
    edge = await startEdgeProcess({
      ...shutdownEdge,
      env: { LOG_LEVEL: 'info', DRAIN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '2000', RELEASES_DIR: releasesDir },
    });
    const { url } = edge;
    expect((await fetch(`${edge.url}/readyz`)).status).toBe(200);
    const signalled = Date.now();
    edge.child.kill('SIGTERM');
    // Readiness tells the load balancer to stop sending...
    await within(5000, async () => (await fetch(`${url}/readyz`)).status === 503);
    // ...while one that has not noticed yet still gets its pages answered.
    const page = await fetch(`${edge.url}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');
    while (Date.now() - signalled < 1200) {
      expect(await connects(edge.url)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Past the drain delay it stops taking connections.
    await within(10_000, async () => !(await connects(url)));
    expect(await edge.exited).toBe(0);
    rmSync(releasesDir, { recursive: true, force: true });
  }, 60_000);
});
