import { JOB_ID_PATTERN, isClosedStatus } from 'shared-config/validation';
import { UpstreamError } from '../api-error/api-error';
import type { ProviderClient } from '../provider/provider-client';
import { ResponseCache } from '../provider/response-cache';
import type { SitemapJob } from './render-sitemap';
import { SITEMAP_PAGE_RESERVE } from './site-pages';

const PAGE_SIZE = 30;
// sitemaps.org allows 50,000 URLs in one file.
const MAX_JOBS = 50_000 - SITEMAP_PAGE_RESERVE;
const MAX_PAGES = Math.ceil(MAX_JOBS / PAGE_SIZE);
const CONCURRENCY = 4;

interface ListPage {
  jobs: SitemapJob[];
  totalPages: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function openJob(item: unknown): SitemapJob | null {
  if (!isRecord(item) || typeof item.id !== 'string' || !JOB_ID_PATTERN.test(item.id)) return null;
  if (typeof item.status !== 'string' || isClosedStatus(item.status)) return null;
  const start = typeof item.startDate === 'string' ? /^\d{4}-\d{2}-\d{2}/.exec(item.startDate) : null;
  return { id: item.id, lastModified: start ? start[0] : null };
}

function parseListPage(body: unknown): ListPage {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  const meta = data && isRecord(data.list) && isRecord(data.list.meta) ? data.list.meta : null;
  if (!data || !Array.isArray(data.items) || !meta || typeof meta.totalPages !== 'number') {
    throw new UpstreamError('jobs', 'unavailable', 'job list answer has an unexpected shape');
  }
  const jobs = data.items.map(openJob).filter((job): job is SitemapJob => job !== null);
  return { jobs, totalPages: meta.totalPages };
}

export interface OpenJobsIndex {
  /** Every open job, walked from the provider's list pages; cached for SITEMAP_CACHE_TTL_MS. */
  openJobs(): Promise<SitemapJob[]>;
}

// Each job: its id (two bytes a character), its date and the object around them.
const indexBytes = (jobs: SitemapJob[]) => jobs.reduce((total, job) => total + job.id.length * 2 + 120, 64);

export function createOpenJobsIndex(client: ProviderClient, ttlMs: number, maxBytes: number): OpenJobsIndex {
  const cache = new ResponseCache<SitemapJob[]>({ ttlMs, maxBytes, sizeOf: indexBytes });

  const fetchPage = async (page: number): Promise<ListPage> => {
    const url = client.urlFor('jobs', `/jobs/getapijobs/?page=${page}&limit=${PAGE_SIZE}`);
    const answer = await client.send('jobs', url);
    if (answer.status !== 200) throw new UpstreamError('jobs', 'unavailable', `list page ${page}: ${answer.status}`);
    return parseListPage(answer.body);
  };

  const walk = async (): Promise<SitemapJob[]> => {
    const first = await fetchPage(1);
    const lastPage = Math.min(first.totalPages, MAX_PAGES);
    const pages: ListPage[] = [first];
    let next = 2;
    // A few pages in flight at once: quick for large boards without flooding the provider.
    const worker = async () => {
      while (next <= lastPage) {
        const page = next;
        next += 1;
        pages[page - 1] = await fetchPage(page);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    // Jobs added while walking shift the pages, so one job can appear twice.
    const seen = new Set<string>();
    const jobs = pages.flatMap((page) => page.jobs).filter((job) => !seen.has(job.id) && seen.add(job.id));
    return jobs.slice(0, MAX_JOBS);
  };

  return { openJobs: () => cache.get('open-jobs', walk) };
}
