import { seedManyJobs } from 'provider-api';
import type { JobListAnswer } from 'shared-config/job-board';
import { startEdgeInProcess, type InProcessEdgeWithProvider } from '../test-support/test-edge';
import { fetchEdge } from '../test-support/edge-fetch';

describe('job routes (real provider behind the real edge)', () => {
  let harness: InProcessEdgeWithProvider;
  const get = (path: string) => fetchEdge(harness.url, harness.provider.token, path);
  const list = async (query: string) => {
    const response = await get(`/api/jobs/getapijobs/${query}`);
    expect(response.status).toBe(200);
    return response.json as JobListAnswer;
  };

  beforeAll(async () => {
    harness = await startEdgeInProcess({}, { provider: true });
  });
  afterAll(() => harness.close());

  it('lists the seeded jobs in the provider shape, first page of 10 by default', async () => {
    const body = await list('');
    expect(body.data.items).toHaveLength(10);
    expect(body.data.list.meta).toMatchObject({ currentPage: 1, limit: 10 });
    expect(body.data.list.meta.totalPages).toBe(Math.ceil(body.data.list.meta.totalItems / 10));
    expect(body.data.items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        jobTitle: expect.any(String),
        startDate: expect.any(String),
        employmentType: expect.any(String),
        location: expect.any(String),
        jobIndustry: expect.any(String),
        jobCategory: expect.any(String),
        status: expect.any(String),
        description: expect.any(String),
        organization: expect.objectContaining({ businessName: expect.any(String) }),
        requiredFields: expect.any(Array),
        requiredFiles: expect.any(Array),
      }),
    );
  });

  it('pages through the list without repeats, with page sizes 10, 20 and 30', async () => {
    const all = await list('?limit=30');
    const total = all.data.list.meta.totalItems;
    const first = await list('?page=1&limit=20');
    const second = await list('?page=2&limit=20');
    expect(first.data.list.meta).toMatchObject({ currentPage: 1, limit: 20, totalPages: Math.ceil(total / 20) });
    expect(second.data.list.meta.currentPage).toBe(2);
    const ids = [...first.data.items, ...second.data.items].map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    const overlap = Math.min(ids.length, all.data.items.length);
    expect(ids.slice(0, overlap)).toEqual(all.data.items.slice(0, overlap).map((job) => job.id));
  });

  it('filters by location, industry and title text, and ignores unknown parameters', async () => {
    const remote = await list('?location=Remote&limit=30');
    expect(remote.data.items.length).toBeGreaterThan(0);
    expect(remote.data.items.every((job) => job.location === 'Remote')).toBe(true);

    const industry = remote.data.items[0]?.jobIndustry ?? '';
    const byIndustry = await list(`?industry=${encodeURIComponent(industry)}&limit=30`);
    expect(byIndustry.data.items.every((job) => job.jobIndustry === industry)).toBe(true);

    const word = (remote.data.items[0]?.jobTitle ?? '').split(' ')[0] ?? '';
    const byTitle = await list(`?q=${encodeURIComponent(word.toLowerCase())}&limit=30&utm_source=newsletter`);
    expect(byTitle.data.items.length).toBeGreaterThan(0);
    expect(byTitle.data.items.every((job) => job.jobTitle.toLowerCase().includes(word.toLowerCase()))).toBe(true);

    const empty = await list('?location=&q=&industry=&page=&limit=');
    expect(empty.data.list.meta).toMatchObject({ currentPage: 1, limit: 10 });
  });

  it('answers a page past the end with an empty list, not an error', async () => {
    const body = await list('?page=999');
    expect(body.data.items).toEqual([]);
    expect(body.data.list.meta.currentPage).toBe(999);
  });

  it('sends the list compressed when the browser accepts it, and plain otherwise', async () => {
    const plain = await fetchEdge(harness.url, harness.provider.token, '/api/jobs/getapijobs/', {
      headers: { 'accept-encoding': 'identity' },
    });
    const brotli = await fetchEdge(harness.url, harness.provider.token, '/api/jobs/getapijobs/', {
      headers: { 'accept-encoding': 'gzip;q=0.5, br' },
    });
    const gzip = await fetchEdge(harness.url, harness.provider.token, '/api/jobs/getapijobs/', {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(brotli.json).toEqual(plain.json);
    expect(gzip.json).toEqual(plain.json);
  });

  it('accepts the list path without its trailing slash', async () => {
    expect((await get('/api/jobs/getapijobs?limit=10')).status).toBe(200);
  });

  it('returns one job as { data: job } and 404 with the provider message for an unknown id', async () => {
    const first = (await list('')).data.items[0];
    const detail = await get(`/api/jobs/apijob/${first?.id ?? ''}`);
    expect(detail.status).toBe(200);
    expect(detail.json).toEqual({ data: expect.objectContaining({ id: first?.id, jobTitle: first?.jobTitle }) });

    const missing = await get('/api/jobs/apijob/job-does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Job not found' });
  });

  it('reuses a list answer for the cache lifetime, then asks the provider again', async () => {
    // Long enough that a busy machine answers twice within it.
    const TTL_MS = 2000;
    const cached = await startEdgeInProcess({
      PROVIDER_URL: harness.provider.url,
      PROVIDER_TOKEN: harness.provider.token,
      JOBS_CACHE_TTL_MS: String(TTL_MS),
    });
    const total = async () => {
      const response = await fetchEdge(cached.url, harness.provider.token, '/api/jobs/getapijobs/?limit=30');
      return (response.json as JobListAnswer).data.list.meta.totalItems;
    };
    try {
      const before = await total();
      // The answer was cached by now: it expires at the latest TTL_MS from here.
      const cachedAt = Date.now();
      seedManyJobs(harness.provider.db, 3);
      expect(await total()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, cachedAt + TTL_MS + 50 - Date.now()));
      expect(await total()).toBe(before + 3);
    } finally {
      await cached.close();
    }
  });
});
