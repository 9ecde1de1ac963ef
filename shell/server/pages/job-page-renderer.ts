import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { parseJobId } from '../api/job-id';
import type { JobsSource } from '../api/jobs-source';
import type { ProviderAnswer } from '../api/provider-client';

/** What careers-remote's build ships for the edge: dist/server/job-details.cjs. */
interface JobDetailsModule {
  renderJobDetails(id: string, answer: unknown): string;
}

export const JOB_DETAILS_MODULE = path.join('server', 'job-details.cjs');

/** A job's page HTML and the provider answer it was drawn from (the browser's first render needs both). */
export interface RenderedJobPage {
  id: string;
  html: string;
  answer: ProviderAnswer;
}

export interface JobPageRenderer {
  /** The page for `rawId`, or null for an invalid or unknown id, a provider failure or no module. */
  render(rawId: string): Promise<RenderedJobPage | null>;
}

// Renders are kept while the job cache hands back the same answer; this bounds how many.
const MAX_RENDERED_JOBS = 200;
// A slow provider must not hold the page: past this, the browser renders the job itself (the answer
// still lands in the job cache for the next visitor).
export const JOB_ANSWER_WAIT_MS = 300;

const giveUpAfter = (ms: number) =>
  new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('job answer too slow')), ms).unref());

const requireModule = createRequire(__filename);

/** Node's require of a file, fresh: the copy from before a redeploy is dropped from the cache first. */
function requireFresh(file: string): unknown {
  delete requireModule.cache[file];
  return requireModule(file);
}

/**
 * Renders job pages with the careers team's own server module, from the edge's cached job answers.
 * Only a careers build in a local folder is run: code is never loaded from another host. The module
 * is loaded again when careers is redeployed.
 */
export function createJobPageRenderer(
  careersDist: string | null,
  jobs: JobsSource,
  log: FastifyBaseLogger,
  load: (file: string) => unknown = requireFresh,
  answerWaitMs = JOB_ANSWER_WAIT_MS,
): JobPageRenderer {
  const file = careersDist ? path.join(careersDist, JOB_DETAILS_MODULE) : null;
  let loaded: { mtimeMs: number; module: JobDetailsModule } | null = null;
  const rendered = new Map<string, { answer: ProviderAnswer; page: RenderedJobPage }>();

  async function careersModule(): Promise<JobDetailsModule | null> {
    if (!file) return null;
    try {
      const { mtimeMs } = await stat(file);
      if (loaded?.mtimeMs !== mtimeMs) {
        loaded = { mtimeMs, module: load(file) as JobDetailsModule };
        rendered.clear();
      }
      return loaded.module;
    } catch {
      return null;
    }
  }

  return {
    async render(rawId) {
      let id: string;
      try {
        id = parseJobId(rawId);
      } catch {
        return null;
      }
      const careers = await careersModule();
      if (!careers) return null;
      let answer: ProviderAnswer;
      const detail = jobs.detail(id);
      detail.catch(() => undefined); // a late failure after giving up is the browser's to show
      try {
        answer = await Promise.race([detail, giveUpAfter(answerWaitMs)]);
      } catch {
        // Unknown job, provider trouble or a slow answer: the page shows it the usual way, from the browser.
        return null;
      }
      const known = rendered.get(id);
      if (known?.answer === answer) return known.page;
      try {
        const page = { id, html: careers.renderJobDetails(id, answer.body), answer };
        if (rendered.size >= MAX_RENDERED_JOBS) rendered.delete(rendered.keys().next().value as string);
        rendered.set(id, { answer, page });
        return page;
      } catch (error) {
        log.warn({ err: error, jobId: id }, 'job page could not be rendered on the edge');
        return null;
      }
    },
  };
}
