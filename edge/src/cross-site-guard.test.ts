import { CLIENT_REPORTS_PATH } from 'shared-config/failure-reports';
import { applicationForm } from './test-support/application-form';
import { CONTACT_SUBMISSION } from './test-support/contact-submission';
import { fetchEdge, postForm, postJson, type EdgeResponse } from './test-support/edge-fetch';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from './test-support/test-edge';
import { openJob, providerFootprint } from './test-support/provider-rows';
import { expectSecurityHeaders, headerRecord } from './test-support/security-header-check';

const EVIL = 'https://evil.example';
const REFUSED = { message: 'Requests from other sites are not accepted' };
const REPORT = {
  package: 'careers',
  release: '20261124T110000000Z-bbbbbbbbbbbbbbbb',
  route: '/career',
  kind: 'page-error',
};

type Post = 'application' | 'contact' | 'client report';

describe('state-changing requests from another site', () => {
  let harness: InProcessEdgeWithProvider;

  beforeAll(async () => {
    harness = await startEdgeInProcess({}, { provider: true });
  });
  afterAll(() => harness.close());

  function post(kind: Post, headers: Record<string, string>): Promise<EdgeResponse> {
    const send = (path: string, init: RequestInit) =>
      fetchEdge(harness.url, harness.provider.token, path, { ...init, headers: { ...init.headers, ...headers } });
    if (kind === 'application') {
      const job = openJob(harness.provider.db, 'job-0002');
      return send(`/api/jobs/apply/${job.id}`, postForm(applicationForm(job)));
    }
    if (kind === 'contact') return send('/api/contact', postJson(CONTACT_SUBMISSION));
    return send(CLIENT_REPORTS_PATH, postJson(REPORT));
  }

  const kinds: Post[] = ['application', 'contact', 'client report'];

  it.each(
    kinds.flatMap((kind) => [
      [kind, 'an Origin of another site', { origin: EVIL }],
      [kind, 'Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      [kind, 'Sec-Fetch-Site: same-site (a sibling host)', { 'sec-fetch-site': 'same-site' }],
      [kind, 'Origin: null (a sandboxed frame, a file)', { origin: 'null' }],
      [kind, 'both, as a browser sends them', { origin: EVIL, 'sec-fetch-site': 'cross-site' }],
    ]),
  )('refuse the %s with %s: 403 { message } with the security headers, nothing stored', async (kind, _how, headers) => {
    const before = providerFootprint(harness.provider.db, harness.provider.dataDir);
    const answer = await post(kind as Post, headers as Record<string, string>);
    expect({ status: answer.status, body: answer.json }).toEqual({ status: 403, body: REFUSED });
    expectSecurityHeaders(headerRecord(answer.headers));
    expect(providerFootprint(harness.provider.db, harness.provider.dataDir)).toEqual(before);
  });

  it('store an application and send a contact message from the site itself, or from clients that say nothing', async () => {
    const own = { origin: harness.config.publicUrl, 'sec-fetch-site': 'same-origin' };
    // The address the edge was asked on (a visitor on http://127.0.0.1:port while PUBLIC_URL names localhost).
    const asked = { origin: harness.url };
    const none: Record<string, string> = { 'sec-fetch-site': 'none' };
    for (const headers of [own, asked, none, {}]) {
      expect((await post('application', headers)).status).toBe(201);
      expect((await post('contact', headers)).json).toEqual({ message: 'Your form has been successfully submitted!' });
      // Past the guard, the report's release is checked: this edge has none.
      expect((await post('client report', headers)).json).toEqual({ message: 'Unknown release of careers' });
    }
  });

  it('refuse an Origin on the same host but another port or scheme', async () => {
    const url = new URL(harness.url);
    for (const origin of [`http://${url.hostname}:1`, `https://${url.host}`]) {
      expect((await post('contact', { origin })).status).toBe(403);
    }
  });

  it('leave reads alone: a page and a job list asked for from another site are answered', async () => {
    const headers = { origin: EVIL, 'sec-fetch-site': 'cross-site' };
    const jobs = await fetchEdge(harness.url, harness.provider.token, '/api/jobs/getapijobs/?page=1&limit=10', {
      headers,
    });
    expect(jobs.status).toBe(200);
    expect((await fetchEdge(harness.url, harness.provider.token, '/robots.txt', { headers })).status).toBe(200);
  });
});
