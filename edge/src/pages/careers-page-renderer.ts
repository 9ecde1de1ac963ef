import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  PREFETCHED_JOB_ID,
  PREFETCHED_JOBS_ID,
  type CareerSearch,
  type CareersServerModule,
} from 'shared-config/page-data';
import { normalJobSearch, shownJobSearch } from 'shared-config/validation';
import { SERVER_FOLDER } from 'shared-config/build-output';
import { type RenderPool, countsAgainstRelease, type SandboxRelease } from 'render-sandbox';
import { releaseServerModules, type ServedRelease } from './release-server-modules';
import { ApiError } from '../api/api-error';
import { parseJobId } from '../api/job-id';
import { parseJobsQuery, type JobsQuery } from '../api/jobs-query';
import type { JobsSource } from '../api/jobs-source';
import type { ProviderAnswer } from '../api/provider-client';
import type { SearchRenderBudget } from '../search-render-budget';

const MODULE_FILE = 'careers.cjs';
export const CAREERS_SERVER_MODULE = path.join(SERVER_FOLDER, MODULE_FILE);

/** A careers page's HTML, and the answer it was drawn from for the page to carry (`<script id=…>`). */
export interface RenderedPage {
  /** Null when the release cannot draw this page on the edge (the browser does). */
  html: string | null;
  dataId: string;
  data: unknown;
  /** The job asked for does not exist: the page says so and answers 404. */
  missing?: boolean;
}

/** The careers release a visitor is served, in RELEASES_DIR. */
export type CareersRelease = ServedRelease;

export interface CareersPageRenderer {
  /** A job's page (a not-found page for an invalid or unknown id), or null: provider failure or slowness, no module. */
  jobPage(release: CareersRelease, rawId: string): Promise<RenderedPage | null>;
  /** The job list for the URL's query string (its declared parameters: `?q=…` or ''), or null as above. */
  careerPage(release: CareersRelease, search: string): Promise<RenderedPage | null>;
}

// A slow provider must not hold the page: past this, the browser loads the data itself (the answer
// still lands in the job cache for the next visitor).
const ANSWER_WAIT_MS = 300;

const giveUpAfter = (ms: number) =>
  new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('answer too slow')), ms).unref());

export interface CareersRendererOptions {
  answerWaitMs?: number;
  /** The byte budget of rendered pages kept (least recently used go first). */
  maxBytes?: number;
  /** Renders of searches not rendered lately, per visitor; unlimited without one. */
  searchRenders?: SearchRenderBudget;
  /** The site's PUBLIC_URL, for the absolute URLs a page carries (its JobPosting's `url`). */
  publicUrl?: string | null;
  /**
   * Told of each render the release's module failed or that its paused renders skipped (counted
   * against the release by the canary analysis).
   */
  onRenderFailure?: () => void;
}

// A rendered page holds its HTML (up to two bytes a character); its answer is the job cache's.
const renderedBytes = (entry: { page: RenderedPage }) => (entry.page.html?.length ?? 0) * 2 + 256;

// What comes back from a render process is checked like any input: the module is team code.
const isPage = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isCareerSearch = (value: unknown): value is CareerSearch => {
  if (typeof value !== 'object' || value === null) return false;
  const { q, location, industry, page, limit } = value as Record<string, unknown>;
  return (
    [q, location, industry].every((text) => typeof text === 'string') &&
    [page, limit].every((count) => typeof count === 'number' && Number.isInteger(count))
  );
};

/**
 * Renders the careers pages with the careers team's own server module, from the edge's cached job
 * answers: the module of the careers release each visitor is served, run in the render sandbox's
 * processes (never in the edge's). Only releases in RELEASES_DIR are run: code is never loaded from
 * another host. A render that fails, is too slow or is not tried (the sandbox is busy, the release
 * paused) leaves the page to the browser: the pool counts and logs it. Renders are kept while the job
 * cache hands back the same answer, within a byte budget; searches are keyed by what decides their
 * results.
 */
export function createCareersPageRenderer(
  jobs: JobsSource,
  pool: RenderPool,
  log: FastifyBaseLogger,
  {
    answerWaitMs = ANSWER_WAIT_MS,
    maxBytes = 8 * 1024 * 1024,
    searchRenders = { take: async () => true },
    publicUrl = null,
    onRenderFailure = () => undefined,
  }: CareersRendererOptions = {},
): CareersPageRenderer {
  // Its pages then get their data in the browser: a careers release never takes pages down.
  const careersModule = releaseServerModules('careers', MODULE_FILE, log);
  // A list page also keeps the provider query its search asked for, so showing it again costs no
  // round trip to a render process.
  const rendered = new LRUCache<string, { answer: ProviderAnswer; page: RenderedPage; query?: JobsQuery }>({
    maxSize: maxBytes,
    sizeCalculation: renderedBytes,
  });

  /**
   * Calls the module in the sandbox: its answer if it is one the edge can use, else null. `deadline`
   * bounds the visitor's wait for the whole page (the render deadline from when the page was asked for).
   */
  async function call<T>(
    module: SandboxRelease,
    name: keyof CareersServerModule,
    args: unknown[],
    accept: (value: unknown) => value is T,
    deadline: number,
    optional = false,
  ): Promise<T | null> {
    const waitMs = deadline - Date.now();
    if (waitMs <= 0) return null;
    const outcome = await pool.call(module, name, args, { accept, optional, waitMs });
    if (outcome.ok) return accept(outcome.value) ? outcome.value : null;
    if (countsAgainstRelease(outcome.reason)) onRenderFailure();
    return null;
  }

  /** The answer, 'missing' when the provider says there is no such job, or null when it did not answer. */
  async function answerWithin(
    request: () => Promise<ProviderAnswer>,
    deadline: number,
  ): Promise<ProviderAnswer | 'missing' | null> {
    const answer = request();
    answer.catch(() => undefined); // a late failure after giving up is the browser's to show
    try {
      return await Promise.race([answer, giveUpAfter(Math.min(answerWaitMs, deadline - Date.now()))]);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return 'missing';
      // A refused search, provider trouble or a slow answer: the browser shows it as usual.
      return null;
    }
  }

  /** A job that does not exist: careers draws its not-found page, and the browser takes it over as is. */
  async function missingJob(module: SandboxRelease, id: string, deadline: number): Promise<RenderedPage> {
    // Releases before renderMissingJob lack it: the browser draws the page then.
    const html = await call(module, 'renderMissingJob', [id], isPage, deadline, true);
    return { html, dataId: PREFETCHED_JOB_ID, data: { id, missing: true }, missing: true };
  }

  async function renderOnce(
    key: string,
    answer: ProviderAnswer,
    render: () => Promise<RenderedPage | null>,
    query?: JobsQuery,
  ): Promise<RenderedPage | null> {
    const known = rendered.get(key);
    if (known?.answer === answer) return known.page;
    const page = await render();
    if (page) rendered.set(key, { answer, page, query });
    return page;
  }

  /** The provider query a search asks for, as the release's module reads it (null: it cannot say). */
  async function queryFor(module: SandboxRelease, search: string, deadline: number): Promise<JobsQuery | null> {
    const wanted = await call(module, 'careerSearchFor', [search], isCareerSearch, deadline);
    if (!wanted) return null;
    const { page, limit, ...filters } = wanted;
    // The same request the page would make: filters left empty are not sent.
    const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
    try {
      return parseJobsQuery({ page: String(page), limit: String(limit), ...set });
    } catch {
      return null;
    }
  }

  return {
    async jobPage(release, rawId) {
      const deadline = Date.now() + pool.renderTimeoutMs;
      const module = await careersModule(release);
      if (!module) return null;
      let id: string;
      try {
        id = parseJobId(rawId);
      } catch {
        // No job could ever have this id.
        return missingJob(module, rawId, deadline);
      }
      const answer = await answerWithin(() => jobs.detail(id), deadline);
      if (answer === 'missing') return missingJob(module, id, deadline);
      if (!answer) return null;
      return renderOnce(`${release.id}:job:${id}`, answer, async () => {
        const html = await call(module, 'renderJobDetails', [id, answer.body, publicUrl], isPage, deadline);
        return html === null
          ? null
          : { html, dataId: PREFETCHED_JOB_ID, data: { id, answer: answer.body, origin: publicUrl } };
      });
    },

    async careerPage(release, search) {
      const deadline = Date.now() + pool.renderTimeoutMs;
      const module = await careersModule(release);
      if (!module) return null;
      // The provider is asked for the normal search (`q` in any case is one query); the page is
      // drawn with the search as it shows it (its field shows `q` as typed), as the browser hydrating
      // it draws it from its URL.
      const normal = normalJobSearch(search);
      const shown = shownJobSearch(search);
      const key = `${release.id}:list:${shown}`;
      // A search not rendered lately costs a provider call and a render: counted per visitor.
      const known = rendered.get(key)?.query;
      if (!known && !(await searchRenders.take())) return null;
      const query = known ?? (await queryFor(module, normal, deadline));
      if (!query) return null;
      const answer = await answerWithin(() => jobs.list(query), deadline);
      if (!answer || answer === 'missing') return null;
      return renderOnce(
        key,
        answer,
        async () => {
          const html = await call(module, 'renderCareerPage', [shown, answer.body], isPage, deadline);
          return html === null
            ? null
            : { html, dataId: PREFETCHED_JOBS_ID, data: { search: shown, answer: answer.body } };
        },
        query,
      );
    },
  };
}
