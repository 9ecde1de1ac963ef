import { listApplications } from '../applications/list-applications';
import { listOutbox } from '../email/outbox';
import { countJobs } from '../jobs/jobs-repository';
import { loadDemoJobs } from '../seed/demo-jobs';
import { makeTempDataDir } from '../test-support/temp-data-dir';
import { authHeaders, testToken } from '../test-support/test-provider';
import { startProviderApi } from './start-provider-api';

const seedJobs = loadDemoJobs();

describe('startProviderApi', () => {
  const temp = makeTempDataDir();
  afterAll(() => temp.remove());

  it('listens on a random loopback port and keeps its data across restarts without reseeding', async () => {
    const first = await startProviderApi({ token: testToken, dataDir: temp.dataDir, port: 0 });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const detail = await fetch(`${first.url}/jobs/apijob/job-0001`, { headers: authHeaders });
    expect(detail.status).toBe(200);
    const email = await fetch(`${first.url}/email/send-email-single`, {
      method: 'POST',
      headers: { ...authHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ to: { email: 'hello@corelink.example' }, subject: 'Hi', params: {} }),
    });
    expect(email.status).toBe(202);
    await first.close();

    const second = await startProviderApi({ token: testToken, dataDir: temp.dataDir });
    try {
      expect(countJobs(second.db)).toBe(seedJobs.length);
      expect(listOutbox(second.db)).toHaveLength(1);
      expect(listApplications(second.db)).toEqual([]);
      const list = await fetch(`${second.url}/jobs/getapijobs/`, { headers: authHeaders });
      expect((await list.json()) as unknown).toEqual(
        expect.objectContaining({
          data: expect.objectContaining({ list: { meta: expect.objectContaining({ totalItems: seedJobs.length }) } }),
        }),
      );
    } finally {
      await second.close();
    }
  });

  it('starts empty when seeding is turned off, and refuses an empty token', async () => {
    const empty = makeTempDataDir();
    const running = await startProviderApi({ token: testToken, dataDir: empty.dataDir, seed: false });
    expect(countJobs(running.db)).toBe(0);
    await running.close();
    empty.remove();
    await expect(startProviderApi({ token: '', dataDir: empty.dataDir })).rejects.toThrow(/token/);
  });
});
