import type { ProviderJob } from 'shared-config/job-board';
import { loadDemoJobs } from '../seed/demo-jobs';
import { authHeaders, createTestProvider, type TestProvider } from '../test-support/test-provider';

const seedJobs = loadDemoJobs();

interface ListBody {
  data: {
    items: ProviderJob[];
    list: { meta: { currentPage: number; totalPages: number; totalItems: number; limit: number } };
  };
}

describe('GET /jobs/getapijobs/', () => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await createTestProvider();
  });
  afterAll(() => provider.close());

  async function list(query: string): Promise<{ status: number; body: ListBody }> {
    const response = await provider.app.inject({
      method: 'GET',
      url: `/jobs/getapijobs/${query}`,
      headers: authHeaders,
    });
    return { status: response.statusCode, body: response.json<ListBody>() };
  }

  it('answers the first ten jobs, newest first, with the paging meta', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body.data.items).toHaveLength(10);
    expect(body.data.list.meta).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(seedJobs.length / 10),
      totalItems: seedJobs.length,
      limit: 10,
    });
    const dates = body.data.items.map((job) => job.startDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.items[0]).toEqual(expect.objectContaining({ id: 'job-0024', organization: expect.any(Object) }));
  });

  it('pages without overlap and past the end', async () => {
    const first = await list('?page=1&limit=20');
    const second = await list('?page=2&limit=20');
    const beyond = await list('?page=99&limit=20');
    const ids = [...first.body.data.items, ...second.body.data.items].map((job) => job.id);
    expect(new Set(ids).size).toBe(40);
    expect(second.body.data.list.meta).toEqual(expect.objectContaining({ currentPage: 2, limit: 20 }));
    expect(beyond.body.data.items).toEqual([]);
    expect(beyond.body.data.list.meta.totalItems).toBe(seedJobs.length);
  });

  it('searches titles case-insensitively as a substring', async () => {
    const lower = await list('?q=engineer&limit=100');
    const upper = await list('?q=ENGINEER&limit=100');
    const expected = seedJobs.filter((job) => job.jobTitle.toLowerCase().includes('engineer'));
    expect(lower.body.data.items.map((job) => job.id).sort()).toEqual(expected.map((job) => job.id).sort());
    expect(upper.body.data.items).toEqual(lower.body.data.items);
    expect((await list('?q=%25')).body.data.items).toEqual([]);
  });

  it('filters on exact location and industry, combined with the search', async () => {
    const { body } = await list('?location=Remote&industry=Cloud%20Computing&limit=100');
    const expected = seedJobs.filter((job) => job.location === 'Remote' && job.jobIndustry === 'Cloud Computing');
    expect(expected.length).toBeGreaterThan(1);
    expect(body.data.items.map((job) => job.id).sort()).toEqual(expected.map((job) => job.id).sort());
    expect((await list('?location=remote')).body.data.items).toEqual([]);
    const combined = await list('?location=Hybrid&q=engineer');
    expect(combined.body.data.items.every((job) => job.location === 'Hybrid' && /engineer/i.test(job.jobTitle))).toBe(
      true,
    );
  });

  it('caps the page size at 100 and accepts the path without its trailing slash', async () => {
    expect((await list('?limit=500')).body.data.list.meta.limit).toBe(100);
    const response = await provider.app.inject({
      method: 'GET',
      url: '/jobs/getapijobs?limit=3',
      headers: authHeaders,
    });
    expect(response.json<ListBody>().data.items).toHaveLength(3);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?limit=0', '?limit=2.5', '?page=1&page=2', `?q=${'a'.repeat(201)}`])(
    'answers 400 for %s',
    async (query) => {
      const response = await provider.app.inject({
        method: 'GET',
        url: `/jobs/getapijobs/${query}`,
        headers: authHeaders,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    },
  );
});
