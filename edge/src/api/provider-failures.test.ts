import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { listApplications } from 'provider-api';
import { applicationForm } from '../test-support/application-form';
import { fetchEdge, postForm, postJson } from '../test-support/edge-fetch';
import { makeToken, startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';
import { openJob } from '../test-support/provider-rows';
import { CONTACT_SUBMISSION } from '../test-support/contact-submission';

const JOBS_DOWN = { message: 'The job service is unavailable right now. Please try again shortly.' };
const JOBS_SLOW = { message: 'The job service is taking too long to answer. Please try again shortly.' };
const EMAIL_DOWN = { message: 'The message service is unavailable right now. Please try again shortly.' };
const EMAIL_SLOW = { message: 'The message service is taking too long to answer. Please try again shortly.' };

/**
 * A stand-in provider: hangs on job lists and e-mails, stops halfway through its answer on the second
 * page of jobs, crashes (500 with internals) on job details.
 */
async function startMisbehavingUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    if (request.url?.startsWith('/jobs/apijob/')) {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('Error: SQLITE_CORRUPT\n    at findJob (/srv/provider/jobs.js:12:3)');
    } else if (request.url?.includes('page=2')) {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"data":[');
    }
    // Anything else is never answered.
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('when the provider fails', () => {
  let harness: InProcessEdgeWithProvider;
  const get = (path: string) => fetchEdge(harness.url, harness.provider.token, path);
  const post = (path: string, init: RequestInit) => fetchEdge(harness.url, harness.provider.token, path, init);

  beforeAll(async () => {
    harness = await startEdgeInProcess({}, { provider: true });
  });
  afterAll(() => harness.close());

  it('answers 502 while it is down, keeps serving everything else, and recovers with all applications kept', async () => {
    const job = openJob(harness.provider.db, 'job-0002');
    const stored = await post(`/api/jobs/apply/${job.id}`, postForm(applicationForm(job)));
    expect(stored.status).toBe(201);
    const { id } = (stored.json as { data: { id: string } }).data;

    await harness.provider.stop();
    const down = await Promise.all([
      get('/api/jobs/getapijobs/'),
      get(`/api/jobs/apijob/${job.id}`),
      post(`/api/jobs/apply/${job.id}`, postForm(applicationForm(job))),
    ]);
    for (const response of down)
      expect({ status: response.status, body: response.json }).toEqual({ status: 502, body: JOBS_DOWN });
    const contactDown = await post('/api/contact', postJson(CONTACT_SUBMISSION));
    expect({ status: contactDown.status, body: contactDown.json }).toEqual({ status: 502, body: EMAIL_DOWN });
    // The edge itself is fine: validation, robots and the sitemap's pages still answer.
    expect((await get('/api/jobs/getapijobs/?limit=7')).status).toBe(400);
    expect((await get('/robots.txt')).status).toBe(200);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('<urlset');
    expect(sitemap.text).not.toContain('/job-details/');

    await harness.provider.restart();
    expect(listApplications(harness.provider.db).map((application) => application.id)).toContain(id);
    expect((await get(`/api/jobs/apijob/${job.id}`)).status).toBe(200);
    const again = await post(`/api/jobs/apply/${job.id}`, postForm(applicationForm(job)));
    expect(again.status).toBe(201);
    expect(listApplications(harness.provider.db)).toHaveLength(2);
  });

  it('answers 504 when the provider does not answer in time, 502 for its crashes, without their details', async () => {
    const upstream = await startMisbehavingUpstream();
    const slow = await startEdgeInProcess({
      PROVIDER_URL: upstream.url,
      PROVIDER_TOKEN: makeToken(),
      PROVIDER_TIMEOUT_MS: '200',
    });
    const call = (path: string, init?: RequestInit) => fetchEdge(slow.url, slow.config.providerToken ?? '', path, init);
    try {
      const started = Date.now();
      const list = await call('/api/jobs/getapijobs/');
      expect(Date.now() - started).toBeLessThan(3000);
      expect({ status: list.status, body: list.json }).toEqual({ status: 504, body: JOBS_SLOW });
      const stalled = await call('/api/jobs/getapijobs/?page=2');
      expect({ status: stalled.status, body: stalled.json }).toEqual({ status: 504, body: JOBS_SLOW });

      const email = await call('/api/contact', postJson(CONTACT_SUBMISSION));
      expect({ status: email.status, body: email.json }).toEqual({ status: 504, body: EMAIL_SLOW });

      const crashed = await call('/api/jobs/apijob/job-0001');
      expect({ status: crashed.status, body: crashed.json }).toEqual({ status: 502, body: JOBS_DOWN });
      expect(crashed.text).not.toMatch(/SQLITE|at findJob/);
    } finally {
      await slow.close();
      await upstream.close();
    }
  });

  it('never hands the provider refusal of a wrong credential to the browser', async () => {
    const misconfigured = await startEdgeInProcess({
      PROVIDER_URL: harness.provider.url,
      PROVIDER_TOKEN: 'not-the-token',
    });
    try {
      const response = await fetchEdge(misconfigured.url, harness.provider.token, '/api/jobs/getapijobs/');
      expect({ status: response.status, body: response.json }).toEqual({ status: 502, body: JOBS_DOWN });
      expect(response.headers.get('www-authenticate')).toBeNull();
    } finally {
      await misconfigured.close();
    }
  });
});

describe('request logs', () => {
  it('hold one line per request, without the credential, bodies or file contents', async () => {
    const lines: string[] = [];
    const harness = await startEdgeInProcess(
      {},
      { provider: true, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const job = openJob(harness.provider.db, 'job-0002');
      const fileMarker = 'UNIQUE-FILE-CONTENT-MARKER';
      const form = applicationForm(job, {
        files: { resume: { content: Buffer.from(`%PDF-1.4\n${fileMarker}\n%%EOF\n`), name: 'cv.pdf' } },
      });
      const responses = await Promise.all([
        fetchEdge(harness.url, harness.provider.token, '/api/jobs/getapijobs/?q=engineer'),
        fetchEdge(harness.url, harness.provider.token, `/api/jobs/apply/${job.id}`, postForm(form)),
        fetchEdge(
          harness.url,
          harness.provider.token,
          '/api/contact',
          postJson({ ...CONTACT_SUBMISSION, message: 'SECRET-MESSAGE-TEXT' }),
        ),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 201, 200]);
      await harness.app.close();

      const log = lines.join('');
      expect(log).not.toContain(harness.provider.token);
      expect(log).not.toContain(fileMarker);
      expect(log).not.toContain('SECRET-MESSAGE-TEXT');
      expect(log).not.toContain('ada.okafor@example.com');
      const entries = lines
        .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; res?: { statusCode?: number } })
        // Start-up lines (listening, missing build output before a build) carry no request id.
        .filter((entry) => entry.reqId !== undefined);
      expect(entries.map((entry) => entry.msg)).toEqual([
        'request completed',
        'request completed',
        'request completed',
      ]);
      expect(entries.map((entry) => entry.res?.statusCode).sort()).toEqual([200, 200, 201]);
    } finally {
      await harness.close();
    }
  });
});
