import { rmSync } from 'node:fs';
import { readRenderSandboxSettings } from 'render-sandbox';
import { FRAMES_MODULE_SOURCE, SITE_RULES, tempDir, writeFiles } from '../../test-support/release-fixtures';
import { smokeRender } from './server-render-check';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

// A careers module as its build ships one, drawing the sample answers it is given; `change` replaces
// one of its functions to fail in one way.
const careersModule = (change = '') => `
  exports.careerSearchFor = (search) => ({ q: new URLSearchParams(search).get('q') || '', location: '', industry: '', page: 1, limit: 10 });
  exports.renderCareerPage = (search, answer) =>
    '<ul>' + answer.data.items.map((job) => '<li>' + job.jobTitle + '</li>').join('') + '</ul>';
  exports.renderJobDetails = (id, answer, origin) => '<h1>' + answer.data.jobTitle + '</h1><a href="' + origin + '">x</a>';
  ${change}`;

const settings = {
  ...readRenderSandboxSettings({ RENDER_TIMEOUT_MS: '500', RENDER_LOAD_TIMEOUT_MS: '5000' }),
  processMaxBytes: 160 * 1024 * 1024,
};

describe('the smoke render of a release’s server modules', () => {
  const folders: string[] = [];
  const releaseWith = (files: Record<string, string>) => {
    const folder = writeFiles(tempDir('smoke-render'), files);
    folders.push(folder);
    return folder;
  };
  const problemsOf = async (module: string) =>
    (await smokeRender(releaseWith({ 'server/careers.cjs': module }), 'careers', 'r1', settings))?.problems;
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('passes a module that renders its list page and a job page from the sample answers', async () => {
    const result = await smokeRender(releaseWith({ 'server/careers.cjs': careersModule() }), 'careers', 'r1', settings);
    expect(result).toEqual({ checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), problems: [] });
  });

  it('passes a module that leaves one-off timers behind, as a query cache does for its entries', async () => {
    const caching =
      "exports.renderCareerPage = (search, answer) => { setTimeout(() => undefined, 300000); setTimeout(() => undefined, 10); return '<ul><li>' + answer.data.items[0].jobTitle + '</li></ul>'; };";
    expect(await problemsOf(careersModule(caching))).toEqual([]);
  });

  it('has nothing to say of a release without a server module', async () => {
    expect(await smokeRender(releaseWith({ 'remoteEntry.js': '' }), 'marketing', 'r1', settings)).toBeNull();
  });

  it.each([
    [
      'throws',
      "exports.renderCareerPage = () => { throw new Error('answer.data is undefined'); };",
      ['its server module careers.cjs throws rendering the list page: answer.data is undefined'],
    ],
    [
      'hangs past the deadline',
      'exports.renderJobDetails = () => { for (;;) {} };',
      ['its server module careers.cjs did not render a job page within 500 ms'],
    ],
    [
      'renders nothing',
      'exports.renderCareerPage = () => \'<div class="list"> </div>\';',
      ['its server module careers.cjs renders nothing for the list page'],
    ],
    [
      'ends its process',
      'exports.renderJobDetails = () => process.exit(3);',
      ['its server module careers.cjs crashed rendering a job page: its render process exited (code 3)'],
    ],
    [
      'lacks a render function',
      'delete exports.renderCareerPage;',
      ['its server module careers.cjs cannot load: it exports no renderCareerPage'],
    ],
  ])('refuses a module that %s, saying which page', async (_case, change, problems) => {
    expect(await problemsOf(careersModule(change))).toEqual(problems);
  });

  it.each([
    [
      'leaves a timer running',
      "exports.renderCareerPage = () => { setInterval(() => undefined, 60000); return '<ul><li>Engineer</li></ul>'; };",
      'its server module careers.cjs leaves a repeating timer (setInterval) running after rendering the list page',
    ],
    [
      'signals another process',
      "exports.renderJobDetails = () => { try { process.kill(4194304, 'SIGSTOP'); } catch {} return '<h1>Engineer</h1>'; };",
      'its server module careers.cjs signals other processes rendering a job page: SIGSTOP to process 4194304',
    ],
    [
      'opens a connection (to the edge, say)',
      "exports.renderJobDetails = () => { require('node:http').get('http://127.0.0.1:8080/').on('error', () => undefined); return '<h1>Engineer</h1>'; };",
      'its server module careers.cjs opens connections rendering a job page: 127.0.0.1:8080',
    ],
    [
      'signals another process as it loads',
      'try { process.kill(4194304, 0); } catch {}',
      'its server module careers.cjs signals other processes as it loads: signal 0 to process 4194304',
    ],
  ])('refuses a module that %s', async (_case, change, problem) => {
    expect(await problemsOf(careersModule(change))).toContain(problem);
  });

  it('refuses a module that keeps its process busy once its renders are done, however it hides its timer', async () => {
    const spinning =
      // A chain of one-off timers, each unref'd: nothing left running to see, only the CPU it takes.
      'const spin = () => { const end = Date.now() + 20; while (Date.now() < end); setTimeout(spin, 1).unref(); };' +
      'exports.renderJobDetails = () => { setTimeout(spin, 1).unref(); return "<h1>Engineer</h1>"; };';
    expect(await problemsOf(careersModule(spinning))).toEqual([
      expect.stringMatching(
        /^its server module careers\.cjs keeps working after its renders: its render process used \d+ ms of CPU, or waited for it, while it rendered nothing \(200 allowed\)$/,
      ),
    ]);
  });

  it('refuses a module that cannot load, once', async () => {
    expect(await problemsOf('exports.renderCareerPage = (')).toEqual([
      expect.stringMatching(/^its server module careers\.cjs cannot load: (Unexpected|missing)/),
    ]);
    expect(await problemsOf("require('ioredis');")).toEqual([
      expect.stringContaining("'ioredis' is not one of the libraries the render sandbox provides"),
    ]);
  });

  it('loads any other server module a release ships', async () => {
    const folder = releaseWith({ 'server/search-index.cjs': 'throw new Error("no index");' });
    expect((await smokeRender(folder, 'marketing', 'r1', settings))?.problems).toEqual([
      'its server module search-index.cjs cannot load: no index',
    ]);
  });

  describe('of a shell release’s frame renderer', () => {
    const shellWith = (frames: string) =>
      smokeRender(
        releaseWith({ 'server/frames.cjs': frames, 'site-rules.json': JSON.stringify(SITE_RULES) }),
        'shell',
        's1',
        settings,
      );

    it('passes one that draws every page of a table composed with its own rules, each with the page slot', async () => {
      expect((await shellWith(FRAMES_MODULE_SOURCE))?.problems).toEqual([]);
    });

    it.each([
      [
        'throws',
        "exports.renderFrames = () => { throw new Error('menus is undefined'); };",
        'its server module frames.cjs throws rendering the frames of its pages: menus is undefined',
      ],
      [
        'hangs past the deadline',
        'exports.renderFrames = () => { for (;;) {} };',
        'its server module frames.cjs did not render the frames of its pages within 500 ms',
      ],
      [
        'exports no renderFrames',
        'exports.renderFrame = async () => "<main></main>";',
        'its server module frames.cjs cannot load: it exports no renderFrames',
      ],
      [
        'leaves pages out or draws no slot',
        `exports.renderFrames = async (table, paths) =>
          Object.fromEntries(paths.slice(1).map((path, index) =>
            [path, index === 0 ? '<header>Corelink</header><main></main>' : '<main><template data-page-slot=""></template>x</main>'])
          );`,
        'its server module frames.cjs draws no frame with a slot for the page for /, /smoke-services',
      ],
    ])('refuses one that %s', async (_case, frames, problem) => {
      expect((await shellWith(frames))?.problems).toEqual([problem]);
    });
  });
});
