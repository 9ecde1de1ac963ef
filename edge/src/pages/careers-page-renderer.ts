import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PREFETCHED_JOB_ID, PREFETCHED_JOBS_ID } from 'shared-config/page-data';
import { normalJobSearch } from 'shared-config/validation';
import { SERVER_FOLDER } from 'shared-config/build-output';
import { parseJobId } from '../api/job-id';
import { LOCAL_RECHECK_MS } from './deployed-files';
import { parseJobsQuery } from '../api/jobs-query';
import type { JobsSource } from '../api/jobs-source';
import type { ProviderAnswer } from '../api/provider-client';
import type { SearchRenderBudget } from '../search-render-budget';

/** What careers-remote's build ships for the edge: dist/server/careers.cjs. */
interface CareersServerModule {
  careerSearchFor(search: string): { q: string; location: string; industry: string; page: number; limit: number };
  renderCareerPage(search: string, answer: unknown): string;
  renderJobDetails(id: string, answer: unknown, origin: string | null): string;
}

export const CAREERS_SERVER_MODULE = path.join(SERVER_FOLDER, 'careers.cjs');

/** A careers page's HTML, and the answer it was drawn from for the page to carry (`<script id=…>`). */
export interface RenderedPage {
  html: string;
  dataId: string;
  data: unknown;
}

export interface CareersPageRenderer {
  /** A job's page, or null: invalid or unknown id, provider failure or slowness, no module. */
  jobPage(rawId: string): Promise<RenderedPage | null>;
  /** The job list for the URL's query string (`?q=…` or ''), or null as above. */
  careerPage(search: string): Promise<RenderedPage | null>;
}

// A slow provider must not hold the page: past this, the browser loads the data itself (the answer
// still lands in the job cache for the next visitor).
export const ANSWER_WAIT_MS = 300;

const giveUpAfter = (ms: number) =>
  new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('answer too slow')), ms).unref());

const requireModule = createRequire(__filename);

/** Node's require of a file, fresh: the copy from before a redeploy is dropped from the cache first. */
function requireFresh(file: string): unknown {
  delete requireModule.cache[file];
  return requireModule(file);
}

export interface CareersRendererOptions {
  load?: (file: string) => unknown;
  answerWaitMs?: number;
  recheckMs?: number;
  /** The byte budget of rendered pages kept (least recently used go first). */
  maxBytes?: number;
  /** Renders of searches not rendered lately, per visitor; unlimited without one. */
  searchRenders?: SearchRenderBudget;
  /** The site's PUBLIC_URL, for the absolute URLs a page carries (its JobPosting's `url`). */
  publicUrl?: string | null;
}

// A rendered page holds its HTML (up to two bytes a character); its answer is the job cache's.
const renderedBytes = (entry: { page: RenderedPage }) => entry.page.html.length * 2 + 256;

/**
 * Renders the careers pages with the careers team's own server module, from the edge's cached job
 * answers. Only a careers build in a local folder is run: code is never loaded from another host.
 * The module is loaded again when careers is redeployed. Renders are kept while the job cache hands
 * back the same answer, within a byte budget; searches are keyed by what decides their results.
 */
export function createCareersPageRenderer(
  careersDist: string | null,
  jobs: JobsSource,
  log: FastifyBaseLogger,
  {
    load = requireFresh,
    answerWaitMs = ANSWER_WAIT_MS,
    recheckMs = LOCAL_RECHECK_MS,
    maxBytes = 8 * 1024 * 1024,
    searchRenders = { take: () => true },
    publicUrl = null,
  }: CareersRendererOptions = {},
): CareersPageRenderer {
  const file = careersDist ? path.join(careersDist, CAREERS_SERVER_MODULE) : null;
  let loaded: { mtimeMs: number; module: CareersServerModule } | null = null;
  let checkedAt = -Infinity;
  const rendered = new LRUCache<string, { answer: ProviderAnswer; page: RenderedPage }>({
    maxSize: maxBytes,
    sizeCalculation: renderedBytes,
  });

  async function careersModule(): Promise<CareersServerModule | null> {
    if (!file) return null;
    if (Date.now() - checkedAt < recheckMs) return loaded?.module ?? null;
    checkedAt = Date.now();
    try {
      const { mtimeMs } = await stat(file);
      if (loaded?.mtimeMs !== mtimeMs) {
        loaded = { mtimeMs, module: load(file) as CareersServerModule };
        rendered.clear();
      }
      return loaded.module;
    } catch {
      loaded = null;
      return null;
    }
  }

  async function answerWithin(request: () => Promise<ProviderAnswer>): Promise<ProviderAnswer | null> {
    const answer = request();
    answer.catch(() => undefined); // a late failure after giving up is the browser's to show
    try {
      return await Promise.race([answer, giveUpAfter(answerWaitMs)]);
    } catch {
      // Unknown job, a refused search, provider trouble or a slow answer: the browser shows it as usual.
      return null;
    }
  }

  function renderOnce(key: string, answer: ProviderAnswer, render: () => RenderedPage): RenderedPage | null {
    const known = rendered.get(key);
    if (known?.answer === answer) return known.page;
    try {
      const page = render();
      rendered.set(key, { answer, page });
      return page;
    } catch (error) {
      log.warn({ err: error, page: key }, 'careers page could not be rendered on the edge');
      return null;
    }
  }

  return {
    async jobPage(rawId) {
      let id: string;
      try {
        id = parseJobId(rawId);
      } catch {
        return null;
      }
      const careers = await careersModule();
      const answer = careers && (await answerWithin(() => jobs.detail(id)));
      if (!careers || !answer) return null;
      return renderOnce(`job:${id}`, answer, () => ({
        html: careers.renderJobDetails(id, answer.body, publicUrl),
        dataId: PREFETCHED_JOB_ID,
        data: { id, answer: answer.body },
      }));
    },

    async careerPage(search) {
      const careers = await careersModule();
      if (!careers) return null;
      const normal = normalJobSearch(search);
      const key = `list:${normal}`;
      // A search not rendered lately costs a provider call and a render: counted per visitor.
      if (!rendered.has(key) && !searchRenders.take()) return null;
      const { page, limit, ...filters } = careers.careerSearchFor(normal);
      // The same request the page would make: filters left empty are not sent.
      const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
      let query;
      try {
        query = parseJobsQuery({ page: String(page), limit: String(limit), ...set });
      } catch {
        return null;
      }
      const answer = await answerWithin(() => jobs.list(query));
      if (!answer) return null;
      return renderOnce(key, answer, () => ({
        html: careers.renderCareerPage(normal, answer.body),
        dataId: PREFETCHED_JOBS_ID,
        data: { search: normal, answer: answer.body },
      }));
    },
  };
}
