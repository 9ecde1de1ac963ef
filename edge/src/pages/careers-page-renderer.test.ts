import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../api/api-error';
import type { JobsSource } from '../api/jobs-source';
import type { ProviderAnswer } from '../api/provider-client';
import { CAREERS_SERVER_MODULE, createCareersPageRenderer } from './careers-page-renderer';

const answerFor = (title: string): ProviderAnswer => {
  const body = { data: { id: 'job-0003', jobTitle: title } };
  return { status: 200, text: JSON.stringify(body), body };
};

function careersBuild(version: string): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'careers-dist-'));
  mkdirSync(path.join(dist, 'server'));
  writeModule(dist, version);
  return dist;
}

function writeModule(dist: string, version: string) {
  writeFileSync(
    path.join(dist, CAREERS_SERVER_MODULE),
    `exports.renderJobDetails = (id, answer, origin) => {
      if (!answer || !answer.data) throw new Error('not a job');
      return '<h1 data-version="${version}" data-origin="' + origin + '">' + answer.data.jobTitle + '</h1>';
    };
    exports.careerSearchFor = (search) => ({ q: new URLSearchParams(search).get('q') || '', location: '', industry: '', page: 1, limit: 10 });
    exports.renderCareerPage = (search, answer) => '<ul>' + answer.data.items.map((job) => '<li>' + job.jobTitle + '</li>').join('') + '</ul>';`,
  );
}

const quietLog = { warn: jest.fn() } as unknown as FastifyBaseLogger;

// Jest keeps its own module registry, which Node's require cache cannot clear: evaluate the file instead.
function evaluate(file: string): unknown {
  const module = { exports: {} };
  new Function('exports', 'module', readFileSync(file, 'utf8'))(module.exports, module);
  return module.exports;
}

/** The module as `evaluate` loads it, with its list renders counted. */
function countingRenders() {
  const renders = jest.fn();
  const load = (file: string) => {
    const module = evaluate(file) as { renderCareerPage: (search: string, answer: unknown) => string };
    const render = module.renderCareerPage;
    return {
      ...module,
      renderCareerPage: (search: string, answer: unknown) => {
        renders(search);
        return render(search, answer);
      },
    };
  };
  return { renders, load };
}

describe("rendering job pages with the careers team's module", () => {
  let dist: string;
  let answer: ProviderAnswer;
  const jobs: JobsSource = {
    list: () => Promise.reject(new Error('not used')),
    detail: jest.fn(async (id: string) => {
      if (id !== 'job-0003') throw new ApiError(404, 'Job not found');
      return answer;
    }),
  };

  beforeEach(() => {
    dist = careersBuild('1');
    answer = answerFor('Mobile Developer');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('renders the job list a search asks for, with the search and answer for the page to carry', async () => {
    const listAnswer = { status: 200, text: '', body: { data: { items: [{ jobTitle: 'Cloud Engineer' }] } } };
    const listJobs: JobsSource = { ...jobs, list: jest.fn(async () => listAnswer) };
    const page = await createCareersPageRenderer(dist, listJobs, quietLog, { load: evaluate }).careerPage('?q=cloud');
    expect(page?.html).toBe('<ul><li>Cloud Engineer</li></ul>');
    expect(page?.data).toEqual({ search: '?q=cloud', answer: listAnswer.body });
    expect(listJobs.list).toHaveBeenCalledWith({ page: 1, limit: 10, q: 'cloud' });
  });

  it('renders once for every URL that shows the same jobs: q in any case, junk parameters, defaults', async () => {
    const listAnswer = { status: 200, text: '', body: { data: { items: [{ jobTitle: 'Cloud Engineer' }] } } };
    const listJobs: JobsSource = { ...jobs, list: jest.fn(async () => listAnswer) };
    const { renders, load } = countingRenders();
    const renderer = createCareersPageRenderer(dist, listJobs, quietLog, { load });
    const first = await renderer.careerPage('?q=%20Cloud%20&utm_source=mail&page=1&cache-buster=123');
    expect(first?.data).toEqual({ search: '?q=cloud', answer: listAnswer.body });
    expect(await renderer.careerPage('?q=CLOUD')).toBe(first);
    expect(await renderer.careerPage('?limit=10&q=cloud&x=y')).toBe(first);
    expect(renders.mock.calls).toEqual([['?q=cloud']]);
  });

  it('keeps renders within its byte budget, dropping the least recently used', async () => {
    const listAnswer = { status: 200, text: '', body: { data: { items: [{ jobTitle: 'x'.repeat(1000) }] } } };
    const listJobs: JobsSource = { ...jobs, list: jest.fn(async () => listAnswer) };
    const { renders, load } = countingRenders();
    // Room for two renders of about 2.3 KB each.
    const renderer = createCareersPageRenderer(dist, listJobs, quietLog, { load, maxBytes: 5000 });
    const a = await renderer.careerPage('?q=a');
    await renderer.careerPage('?q=b');
    expect(await renderer.careerPage('?q=a')).toBe(a); // a is used again: b is now the oldest
    await renderer.careerPage('?q=c');
    expect(await renderer.careerPage('?q=a')).toBe(a);
    await renderer.careerPage('?q=b');
    expect(renders.mock.calls).toEqual([['?q=a'], ['?q=b'], ['?q=c'], ['?q=b']]);
  });

  it('leaves a new search to the browser once the visitor has spent their renders, still serving known ones', async () => {
    const listAnswer = { status: 200, text: '', body: { data: { items: [{ jobTitle: 'Cloud Engineer' }] } } };
    const listJobs: JobsSource = { ...jobs, list: jest.fn(async () => listAnswer) };
    let left = 1;
    const searchRenders = { take: () => left-- > 0 };
    const renderer = createCareersPageRenderer(dist, listJobs, quietLog, { load: evaluate, searchRenders });
    const known = await renderer.careerPage('?q=cloud');
    expect(known).not.toBeNull();
    expect(await renderer.careerPage('?q=random-1')).toBeNull();
    expect(await renderer.careerPage('?q=Cloud')).toBe(known);
    // The refused search did not even reach the provider.
    expect(listJobs.list).toHaveBeenCalledTimes(2);
    expect(listJobs.list).not.toHaveBeenCalledWith(expect.objectContaining({ q: 'random-1' }));
  });

  it('renders a job from the edge’s job answer, once per answer', async () => {
    const renderer = createCareersPageRenderer(dist, jobs, quietLog, {
      load: evaluate,
      publicUrl: 'https://www.corelink.example',
    });
    const page = await renderer.jobPage('job-0003');
    expect(page?.html).toBe('<h1 data-version="1" data-origin="https://www.corelink.example">Mobile Developer</h1>');
    expect(page?.data).toEqual({ id: 'job-0003', answer: answer.body });
    expect(await renderer.jobPage('job-0003')).toBe(page);
    answer = answerFor('Mobile Developer (React Native)');
    expect((await renderer.jobPage('job-0003'))?.html).toContain('Mobile Developer (React Native)');
  });

  it('loads the module again when careers is redeployed', async () => {
    const renderer = createCareersPageRenderer(dist, jobs, quietLog, {
      load: evaluate,
      answerWaitMs: 300,
      recheckMs: 0,
    });
    expect((await renderer.jobPage('job-0003'))?.html).toContain('data-version="1"');
    await new Promise((resolve) => setTimeout(resolve, 20)); // a newer modification time
    writeModule(dist, '2');
    expect((await renderer.jobPage('job-0003'))?.html).toContain('data-version="2"');
  });

  it.each([
    ['an invalid id', '../etc/passwd'],
    ['an unknown job', 'job-9999'],
  ])('leaves %s to the browser', async (_case, id) => {
    expect(await createCareersPageRenderer(dist, jobs, quietLog, { load: evaluate }).jobPage(id)).toBeNull();
  });

  it('does not hold the page for a slow provider', async () => {
    const slowJobs: JobsSource = {
      ...jobs,
      detail: () => new Promise((resolve) => setTimeout(() => resolve(answer), 1000)),
    };
    const started = Date.now();
    expect(
      await createCareersPageRenderer(dist, slowJobs, quietLog, { load: evaluate, answerWaitMs: 50 }).jobPage(
        'job-0003',
      ),
    ).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('leaves the page to the browser when the module fails or is missing', async () => {
    answer = { status: 200, text: '{}', body: {} };
    expect(await createCareersPageRenderer(dist, jobs, quietLog, { load: evaluate }).jobPage('job-0003')).toBeNull();
    expect(quietLog.warn).toHaveBeenCalled();
    expect(await createCareersPageRenderer(null, jobs, quietLog, { load: evaluate }).jobPage('job-0003')).toBeNull();
    rmSync(path.join(dist, CAREERS_SERVER_MODULE));
    expect(await createCareersPageRenderer(dist, jobs, quietLog, { load: evaluate }).jobPage('job-0003')).toBeNull();
  });
});
