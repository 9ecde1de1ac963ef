import { loadDemoJobs } from '../seed/demo-jobs';
import { authHeaders, createTestProvider, type TestProvider } from '../test-support/test-provider';

const seedJobs = loadDemoJobs();

describe('GET /jobs/apijob/:id', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  it('answers one job in the provider shape', async () => {
    const response = await provider.app.inject({ method: 'GET', url: '/jobs/apijob/job-0001', headers: authHeaders });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: seedJobs.find((job) => job.id === 'job-0001') });
  });

  it.each(['job-9999', 'bad.id', '%2E%2E%2Fetc'])('answers 404 Job not found for %s', async (id) => {
    const response = await provider.app.inject({ method: 'GET', url: `/jobs/apijob/${id}`, headers: authHeaders });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Job not found' });
  });
});
