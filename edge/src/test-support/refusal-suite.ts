import type { Database } from 'better-sqlite3';
import { applicationForm, type FormOptions } from './application-form';
import { fetchEdge, postForm, postJson, type EdgeResponse } from './edge-fetch';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from './test-edge';
import { openJob, providerFootprint, type OpenJob } from './provider-rows';

export interface RefusalClient {
  db: Database;
  /** An open job with required fields and one required file, `resume`. */
  job: OpenJob;
  get(path: string): Promise<EdgeResponse>;
  post(path: string, init: RequestInit): Promise<EdgeResponse>;
  apply(form: FormData, id?: string): Promise<EdgeResponse>;
  /** A complete application for `job` with some parts replaced or removed. */
  applyWith(options: FormOptions): Promise<EdgeResponse>;
  contact(body: unknown): Promise<EdgeResponse>;
}

export interface Refusal {
  name: string;
  status: number;
  message: string;
  send(client: RefusalClient): Promise<EdgeResponse>;
}

export const refusal = (
  name: string,
  status: number,
  message: string,
  send: (client: RefusalClient) => Promise<EdgeResponse>,
): Refusal => ({ name, status, message, send });

function clientFor(harness: InProcessEdgeWithProvider): RefusalClient {
  const job = openJob(harness.provider.db, 'job-0002');
  const get = (path: string) => fetchEdge(harness.url, harness.provider.token, path);
  const post = (path: string, init: RequestInit) => fetchEdge(harness.url, harness.provider.token, path, init);
  const apply = (form: FormData, id = job.id) => post(`/api/jobs/apply/${id}`, postForm(form));
  return {
    db: harness.provider.db,
    job,
    get,
    post,
    apply,
    applyWith: (options) => apply(applicationForm(job, options)),
    contact: (body) => post('/api/contact', postJson(body)),
  };
}

/**
 * Table-driven refusals against the real provider behind the real edge: each case must answer its
 * status with exactly `{ message }` as JSON, and leave the provider's tables and files as they were.
 */
export function describeRefusals(title: string, cases: Refusal[]): void {
  describe(title, () => {
    let harness: InProcessEdgeWithProvider;
    let client: RefusalClient;

    beforeAll(async () => {
      harness = await startEdgeInProcess({}, { provider: true });
      client = clientFor(harness);
    });
    afterAll(() => harness.close());

    it.each(cases.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
      const before = providerFootprint(harness.provider.db, harness.provider.dataDir);
      const response = await entry.send(client);
      expect({ status: response.status, body: response.json }).toEqual({
        status: entry.status,
        body: { message: entry.message },
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(providerFootprint(harness.provider.db, harness.provider.dataDir)).toEqual(before);
    });
  });
}
