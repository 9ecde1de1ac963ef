import { readEdgeConfig } from '../config';
import { createJobsSource } from './jobs-source';
import type { ProviderClient } from './provider-client';

function countingClient() {
  const urls: string[] = [];
  const client: ProviderClient = {
    urlFor: (_service, path) => `http://provider.test${path}`,
    send: async (_service, url) => {
      urls.push(url);
      const body = { data: { items: [{ id: 'x'.repeat(4000) }] } };
      return { status: 200, text: JSON.stringify(body), body };
    },
    close: async () => undefined,
  };
  return { client, urls };
}

describe('the job answers the edge keeps', () => {
  it('keys a search by its case-folded text: the provider is asked once for Engineer and ENGINEER', async () => {
    const { client, urls } = countingClient();
    const jobs = createJobsSource(client, readEdgeConfig({ JOBS_CACHE_TTL_MS: '60000' }));
    await jobs.list({ page: 1, limit: 10, q: 'Engineer' });
    await jobs.list({ page: 1, limit: 10, q: 'ENGINEER' });
    expect(urls).toEqual(['http://provider.test/jobs/getapijobs/?page=1&limit=10&q=engineer']);
  });

  it('stays within API_CACHE_MAX_MB, asking again for what it had to drop', async () => {
    const { client, urls } = countingClient();
    // 1 MB in all, half of it for answers: about 25 answers of 20 KB.
    const jobs = createJobsSource(client, readEdgeConfig({ JOBS_CACHE_TTL_MS: '60000', API_CACHE_MAX_MB: '1' }));
    for (let index = 0; index < 100; index += 1) await jobs.detail(`job-${index}`);
    await jobs.detail('job-99');
    expect(urls).toHaveLength(100);
    await jobs.detail('job-0');
    expect(urls).toHaveLength(101);
  });
});
