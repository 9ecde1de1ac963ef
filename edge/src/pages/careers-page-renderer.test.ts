import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../api/api-error';
import type { JobsSource } from '../api/jobs-source';
import type { ProviderAnswer } from '../api/provider-client';
import { createRenderPool, type RenderPool, readRenderSandboxSettings } from 'render-sandbox';
import { CAREERS_SERVER_MODULE, createCareersPageRenderer, type CareersRelease } from './careers-page-renderer';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

const answerFor = (title: string): ProviderAnswer => {
  const body = { data: { id: 'job-0003', jobTitle: title } };
  return { status: 200, text: JSON.stringify(body), body };
};

/** A careers release folder holding a server module that says which release rendered the page. */
function careersRelease(
  root: string,
  id: string,
  version: string,
  { missingPage = true, blank = false, hang = false } = {},
): CareersRelease {
  const dir = path.join(root, id);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(
    path.join(dir, CAREERS_SERVER_MODULE),
    `const { version: react } = require('react');
    exports.renderJobDetails = (id, answer, origin) => {
      ${hang ? 'for (;;) {}' : ''}
      ${blank ? "return '  ';" : ''}
      if (!answer || !answer.data) throw new Error('not a job');
      return '<h1 data-version="${version}" data-react="' + react + '" data-origin="' + origin + '">' + answer.data.jobTitle + '</h1>';
    };
    exports.careerSearchFor = (search) => ({ q: new URLSearchParams(search).get('q') || '', location: '', industry: '', page: 1, limit: 10 });
    exports.renderCareerPage = (search, answer) => '<ul>' + answer.data.items.map((job) => '<li>' + job.jobTitle + '</li>').join('') + '</ul>';
    ${missingPage ? 'exports.renderMissingJob = () => \'<h1>Job not found</h1><a href="/career">See all jobs</a>\';' : ''}`,
  );
  return { id, dir };
}

const quietLog = { warn: jest.fn() } as unknown as FastifyBaseLogger;

// A process for each of two releases at once; the deadline is short so that a module that hangs is
// given up on quickly.
const pool = createRenderPool({ settings: { ...readRenderSandboxSettings({}), poolSize: 2, renderTimeoutMs: 1000 } });
afterAll(() => pool.close());

/** Gives the release a render process with its module loaded, however long that takes. */
const warmFor = ({ id, dir }: CareersRelease) =>
  pool.call({ name: 'careers', id, folder: path.join(dir, 'server'), module: 'careers.cjs' }, 'careerSearchFor', [''], {
    waitMs: null,
  });

/** The pool, with the search each list render was asked for counted. */
function countingRenders(): { renders: jest.Mock; pool: RenderPool } {
  const renders = jest.fn();
  return {
    renders,
    pool: {
      ...pool,
      call: (release, name, args, options) => {
        if (name === 'renderCareerPage') renders(args[0]);
        return pool.call(release, name, args, options);
      },
    },
  };
}

describe("rendering job pages with the careers team's module", () => {
  let root: string;
  let release: CareersRelease;
  let answer: ProviderAnswer;
  const jobs: JobsSource = {
    list: () => Promise.reject(new Error('not used')),
    detail: jest.fn(async (id: string) => {
      if (id !== 'job-0003') throw new ApiError(404, 'Job not found');
      return answer;
    }),
  };

  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'careers-releases-'));
    release = careersRelease(root, '20261124T100000000Z-aaaaaaaaaaaaaaaa', '1');
    answer = answerFor('Mobile Developer');
    // A page waits at most the render deadline (1 s here) for a process: starting one with React and
    // jsdom can take longer than that beside other tests, and a test here is about what it renders.
    await warmFor(release);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('renders the job list a search asks for, with the search and answer for the page to carry', async () => {
    const listAnswer = { status: 200, text: '', body: { data: { items: [{ jobTitle: 'Cloud Engineer' }] } } };
    const listJobs: JobsSource = { ...jobs, list: jest.fn(async () => listAnswer) };
    const page = await createCareersPageRenderer(listJobs, pool, quietLog).careerPage(release, '?q=cloud');
    expect(page?.html).toBe('<ul><li>Cloud Engineer</li></ul>');
    expect(page?.data).toEqual({ search: '?q=cloud', answer: listAnswer.body });
    expect(listJobs.list).toHaveBeenCalledWith({ page: 1, limit: 10, q: 'cloud' });
  });

  it('renders once for every URL that draws the same page: junk parameters, defaults; asks the provider once for q in any case', async () => {
    const listAnswer = { status: 200, text: '', body: { data: { items: [{ jobTitle: 'Cloud Engineer' }] } } };
    const listJobs: JobsSource = { ...jobs, list: jest.fn(async () => listAnswer) };
    const counted = countingRenders();
    const renderer = createCareersPageRenderer(listJobs, counted.pool, quietLog);
    const first = await renderer.careerPage(release, '?q=%20Cloud%20&utm_source=mail&page=1&cache-buster=123');
    expect(first?.data).toEqual({ search: '?q=Cloud', answer: listAnswer.body });
    expect(await renderer.careerPage(release, '?limit=10&q=Cloud&x=y')).toBe(first);
    expect(counted.renders.mock.calls).toEqual([['?q=Cloud']]);
    // Its search field shows q as typed: another case is another page, from the same query.
    expect((await renderer.careerPage(release, '?q=CLOUD'))?.data).toEqual({
      search: '?q=CLOUD',
      answer: listAnswer.body,
    });
    expect(counted.renders.mock.calls).toEqual([['?q=Cloud'], ['?q=CLOUD']]);
    expect(new Set((listJobs.list as jest.Mock).mock.calls.map(([query]) => query.q))).toEqual(new Set(['cloud']));
  });

  it('keeps renders within its byte budget, dropping the least recently used', async () => {
    const listAnswer = { status: 200, text: '', body: { data: { items: [{ jobTitle: 'x'.repeat(1000) }] } } };
    const listJobs: JobsSource = { ...jobs, list: jest.fn(async () => listAnswer) };
    const counted = countingRenders();
    // Room for two renders of about 2.3 KB each.
    const renderer = createCareersPageRenderer(listJobs, counted.pool, quietLog, { maxBytes: 5000 });
    const a = await renderer.careerPage(release, '?q=a');
    await renderer.careerPage(release, '?q=b');
    expect(await renderer.careerPage(release, '?q=a')).toBe(a); // a is used again: b is now the oldest
    await renderer.careerPage(release, '?q=c');
    expect(await renderer.careerPage(release, '?q=a')).toBe(a);
    await renderer.careerPage(release, '?q=b');
    expect(counted.renders.mock.calls).toEqual([['?q=a'], ['?q=b'], ['?q=c'], ['?q=b']]);
  });

  it('leaves a new search to the browser once the visitor has spent their renders, still serving known ones', async () => {
    const listAnswer = { status: 200, text: '', body: { data: { items: [{ jobTitle: 'Cloud Engineer' }] } } };
    const listJobs: JobsSource = { ...jobs, list: jest.fn(async () => listAnswer) };
    let left = 1;
    const searchRenders = { take: async () => left-- > 0 };
    const renderer = createCareersPageRenderer(listJobs, pool, quietLog, { searchRenders });
    const known = await renderer.careerPage(release, '?q=cloud');
    expect(known).not.toBeNull();
    expect(await renderer.careerPage(release, '?q=random-1')).toBeNull();
    expect(await renderer.careerPage(release, '?q=cloud&utm_source=mail')).toBe(known);
    // The refused search did not even reach the provider.
    expect(listJobs.list).toHaveBeenCalledTimes(2);
    expect(listJobs.list).not.toHaveBeenCalledWith(expect.objectContaining({ q: 'random-1' }));
  });

  it('renders a job from the edge’s job answer, once per answer, with the site’s public origin', async () => {
    const renderer = createCareersPageRenderer(jobs, pool, quietLog, { publicUrl: 'https://www.corelink.example' });
    const page = await renderer.jobPage(release, 'job-0003');
    expect(page?.html).toContain('data-origin="https://www.corelink.example">Mobile Developer</h1>');
    // The page's data names the origin too: the browser draws the same URLs.
    expect(page?.data).toEqual({ id: 'job-0003', answer: answer.body, origin: 'https://www.corelink.example' });
    expect(await renderer.jobPage(release, 'job-0003')).toBe(page);
    answer = answerFor('Mobile Developer (React Native)');
    expect((await renderer.jobPage(release, 'job-0003'))?.html).toContain('Mobile Developer (React Native)');
  });

  it('runs the module of the careers release each visitor gets', async () => {
    const renderer = createCareersPageRenderer(jobs, pool, quietLog);
    const next = careersRelease(root, '20261124T110000000Z-bbbbbbbbbbbbbbbb', '2');
    // A release that has no process yet gets its page from the browser while one starts.
    await Promise.all([warmFor(release), warmFor(next)]);
    expect((await renderer.jobPage(release, 'job-0003'))?.html).toContain('data-version="1"');
    expect((await renderer.jobPage(next, 'job-0003'))?.html).toContain('data-version="2"');
    answer = answerFor('Mobile Developer (React Native)');
    expect((await renderer.jobPage(release, 'job-0003'))?.html).toContain('data-version="1"');
  });

  it('gives the module the render sandbox’s React, wherever the release folder is', async () => {
    const { version } = jest.requireActual<{ version: string }>('react');
    expect((await createCareersPageRenderer(jobs, pool, quietLog).jobPage(release, 'job-0003'))?.html).toContain(
      `data-react="${version}"`,
    );
  });

  it.each([
    ['an invalid id', '../etc/passwd'],
    ['an unknown job', 'job-9999'],
  ])('renders the not-found page for %s, marked missing for the page to carry', async (_case, id) => {
    const page = await createCareersPageRenderer(jobs, pool, quietLog).jobPage(release, id);
    expect(page).toEqual({
      html: '<h1>Job not found</h1><a href="/career">See all jobs</a>',
      dataId: 'prefetched-job',
      data: { id, missing: true },
      missing: true,
    });
  });

  it('still says a job is missing when the release cannot draw its not-found page (the browser does)', async () => {
    const older = careersRelease(root, '20261124T140000000Z-eeeeeeeeeeeeeeee', '0', { missingPage: false });
    const page = await createCareersPageRenderer(jobs, pool, quietLog).jobPage(older, 'job-9999');
    expect(page).toMatchObject({ html: null, missing: true });
  });

  it('leaves a job page to the browser when the provider is down: that is no 404', async () => {
    const down: JobsSource = { ...jobs, detail: () => Promise.reject(new ApiError(502, 'unavailable')) };
    expect(await createCareersPageRenderer(down, pool, quietLog).jobPage(release, 'job-9999')).toBeNull();
  });

  it('does not hold the page for a slow provider', async () => {
    const slowJobs: JobsSource = {
      ...jobs,
      detail: () => new Promise((resolve) => setTimeout(() => resolve(answer), 1000)),
    };
    const started = Date.now();
    expect(
      await createCareersPageRenderer(slowJobs, pool, quietLog, { answerWaitMs: 50 }).jobPage(release, 'job-0003'),
    ).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('leaves the page to the browser when the module throws, renders nothing or is missing', async () => {
    answer = { status: 200, text: '{}', body: {} };
    expect(await createCareersPageRenderer(jobs, pool, quietLog).jobPage(release, 'job-0003')).toBeNull();
    answer = answerFor('');
    const blank = careersRelease(root, '20261124T120000000Z-cccccccccccccccc', '3', { blank: true });
    expect(await createCareersPageRenderer(jobs, pool, quietLog).jobPage(blank, 'job-0003')).toBeNull();
    rmSync(path.join(release.dir, CAREERS_SERVER_MODULE));
    expect(await createCareersPageRenderer(jobs, pool, quietLog).jobPage(release, 'job-0003')).toBeNull();
    expect(quietLog.warn).toHaveBeenCalledWith(
      { release: release.id },
      'the careers release has no server module careers.cjs the edge can run',
    );
  });

  it('tells the canary analysis of each render the module failed, and of none it merely did not wait for', async () => {
    const failures = jest.fn();
    answer = { status: 200, text: '{}', body: {} };
    // The module throws on an answer without data.
    expect(
      await createCareersPageRenderer(jobs, pool, quietLog, { onRenderFailure: failures }).jobPage(release, 'job-0003'),
    ).toBeNull();
    expect(failures).toHaveBeenCalledTimes(1);
    answer = answerFor('Mobile Developer');
    const rendered = await createCareersPageRenderer(jobs, pool, quietLog, { onRenderFailure: failures }).jobPage(
      release,
      'job-0003',
    );
    expect(rendered?.html).toContain('Mobile Developer');
    // The pool is too busy to take it: no fault of the release.
    const busy: RenderPool = {
      ...pool,
      call: async () => ({ ok: false, reason: 'busy', message: '64 renders are waiting already' }),
    };
    expect(
      await createCareersPageRenderer(jobs, busy, quietLog, { onRenderFailure: failures }).jobPage(release, 'job-0003'),
    ).toBeNull();
    expect(failures).toHaveBeenCalledTimes(1);
  });

  it('leaves the page to the browser within the render deadline when the module hangs', async () => {
    const hanging = careersRelease(root, '20261124T130000000Z-dddddddddddddddd', '4', { hang: true });
    const renderer = createCareersPageRenderer(jobs, pool, quietLog);
    await warmFor(hanging);
    const started = Date.now();
    expect(await renderer.jobPage(hanging, 'job-0003')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
