import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PREFETCHED_JOB_ID, PREFETCHED_JOBS_ID, type CareersServerModule } from 'shared-config/page-data';
import { normalJobSearch } from 'shared-config/validation';
import { SERVER_FOLDER } from 'shared-config/build-output';
import { ApiError } from '../api/api-error';
import { parseJobId } from '../api/job-id';
import { parseJobsQuery } from '../api/jobs-query';
import type { JobsSource } from '../api/jobs-source';
import type { ProviderAnswer } from '../api/provider-client';
import type { SearchRenderBudget } from '../search-render-budget';
import { loadServerModule } from './server-module';

// A release's module is checked when loaded: the type is the contract, this is what was shipped.
const isCareersServerModule = (value: unknown): value is CareersServerModule =>
  typeof value === 'object' &&
  value !== null &&
  (['careerSearchFor', 'renderCareerPage', 'renderJobDetails'] satisfies (keyof CareersServerModule)[]).every(
    (name) => typeof (value as Record<string, unknown>)[name] === 'function',
  );

export const CAREERS_SERVER_MODULE = path.join(SERVER_FOLDER, 'careers.cjs');

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
export interface CareersRelease {
  id: string;
  dir: string;
}

export interface CareersPageRenderer {
  /** A job's page (a not-found page for an invalid or unknown id), or null: provider failure or slowness, no module. */
  jobPage(release: CareersRelease, rawId: string): Promise<RenderedPage | null>;
  /** The job list for the URL's query string (`?q=…` or ''), or null as above. */
  careerPage(release: CareersRelease, search: string): Promise<RenderedPage | null>;
}

// Careers releases whose module stays loaded: the active one, a canary, a preview, the one before.
const LOADED_RELEASES = 4;
// A slow provider must not hold the page: past this, the browser loads the data itself (the answer
// still lands in the job cache for the next visitor).
export const ANSWER_WAIT_MS = 300;

const giveUpAfter = (ms: number) =>
  new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('answer too slow')), ms).unref());

export interface CareersRendererOptions {
  load?: (file: string) => unknown;
  answerWaitMs?: number;
  /** The byte budget of rendered pages kept (least recently used go first). */
  maxBytes?: number;
  /** Renders of searches not rendered lately, per visitor; unlimited without one. */
  searchRenders?: SearchRenderBudget;
  /** The site's PUBLIC_URL, for the absolute URLs a page carries (its JobPosting's `url`). */
  publicUrl?: string | null;
  /** Told of each render the release's module failed (counted against the release by the canary analysis). */
  onRenderFailure?: () => void;
}

// A rendered page holds its HTML (up to two bytes a character); its answer is the job cache's.
const renderedBytes = (entry: { page: RenderedPage }) => (entry.page.html?.length ?? 0) * 2 + 256;

/**
 * Renders the careers pages with the careers team's own server module, from the edge's cached job
 * answers: the module of the careers release each visitor is served, loaded once per release.
 * Only releases in RELEASES_DIR are run: code is never loaded from another host. Renders are kept
 * while the job cache hands back the same answer, within a byte budget; searches are keyed by what
 * decides their results.
 */
export function createCareersPageRenderer(
  jobs: JobsSource,
  log: FastifyBaseLogger,
  {
    load = loadServerModule,
    answerWaitMs = ANSWER_WAIT_MS,
    maxBytes = 8 * 1024 * 1024,
    searchRenders = { take: () => true },
    publicUrl = null,
    onRenderFailure = () => undefined,
  }: CareersRendererOptions = {},
): CareersPageRenderer {
  const modules = new LRUCache<string, { module: CareersServerModule | null }>({ max: LOADED_RELEASES });
  const rendered = new LRUCache<string, { answer: ProviderAnswer; page: RenderedPage }>({
    maxSize: maxBytes,
    sizeCalculation: renderedBytes,
  });

  function careersModule({ id, dir }: CareersRelease): CareersServerModule | null {
    let loaded = modules.get(id);
    if (!loaded) {
      try {
        const module = load(path.join(dir, CAREERS_SERVER_MODULE));
        if (!isCareersServerModule(module)) throw new Error(`${CAREERS_SERVER_MODULE} lacks the render functions`);
        loaded = { module };
      } catch (error) {
        // Its pages then get their data in the browser: a careers release never takes pages down.
        log.warn({ err: error, release: id }, 'the careers release has no server module the edge can run');
        loaded = { module: null };
      }
      modules.set(id, loaded);
    }
    return loaded.module;
  }

  /** The answer, 'missing' when the provider says there is no such job, or null when it did not answer. */
  async function answerWithin(request: () => Promise<ProviderAnswer>): Promise<ProviderAnswer | 'missing' | null> {
    const answer = request();
    answer.catch(() => undefined); // a late failure after giving up is the browser's to show
    try {
      return await Promise.race([answer, giveUpAfter(answerWaitMs)]);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 404) return 'missing';
      // A refused search, provider trouble or a slow answer: the browser shows it as usual.
      return null;
    }
  }

  /** A job that does not exist: careers draws its not-found page, and the browser takes it over as is. */
  function missingJob(careers: CareersServerModule, id: string): RenderedPage {
    let html: string | null = null;
    try {
      html = careers.renderMissingJob?.(id) ?? null;
    } catch (error) {
      log.warn({ err: error }, 'careers could not render its not-found page on the edge');
      onRenderFailure();
    }
    return { html, dataId: PREFETCHED_JOB_ID, data: { id, missing: true }, missing: true };
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
      onRenderFailure();
      return null;
    }
  }

  return {
    async jobPage(release, rawId) {
      const careers = careersModule(release);
      if (!careers) return null;
      let id: string;
      try {
        id = parseJobId(rawId);
      } catch {
        // No job could ever have this id.
        return missingJob(careers, rawId);
      }
      const answer = await answerWithin(() => jobs.detail(id));
      if (answer === 'missing') return missingJob(careers, id);
      if (!answer) return null;
      return renderOnce(`${release.id}:job:${id}`, answer, () => ({
        html: careers.renderJobDetails(id, answer.body, publicUrl),
        dataId: PREFETCHED_JOB_ID,
        data: { id, answer: answer.body },
      }));
    },

    async careerPage(release, search) {
      const careers = careersModule(release);
      if (!careers) return null;
      const normal = normalJobSearch(search);
      const key = `${release.id}:list:${normal}`;
      // A search not rendered lately costs a provider call and a render: counted per visitor.
      if (!rendered.has(key) && !searchRenders.take()) return null;
      let query;
      try {
        const { page, limit, ...filters } = careers.careerSearchFor(normal);
        // The same request the page would make: filters left empty are not sent.
        const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
        query = parseJobsQuery({ page: String(page), limit: String(limit), ...set });
      } catch {
        return null;
      }
      const answer = await answerWithin(() => jobs.list(query));
      if (!answer || answer === 'missing') return null;
      return renderOnce(key, answer, () => ({
        html: careers.renderCareerPage(normal, answer.body),
        dataId: PREFETCHED_JOBS_ID,
        data: { search: normal, answer: answer.body },
      }));
    },
  };
}
