import { rmSync } from 'node:fs';
import { readRenderSandboxSettings } from 'render-sandbox';
import {
  activeSite,
  fileContext,
  publishFixture,
  remoteBuildFiles,
  tempDir,
  writeFiles,
} from '../../test-support/release-fixtures';
import { activateReleases } from './activate';
import type { ChangeContext } from './change-context';

// Tests here start render processes, which load React and jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(30_000);

const WORKING = `
  exports.careerSearchFor = () => ({ q: '', location: '', industry: '', page: 1, limit: 10 });
  exports.renderCareerPage = (search, answer) => '<ul>' + answer.data.items.map((job) => '<li>' + job.jobTitle + '</li>').join('') + '</ul>';
  exports.renderJobDetails = (id, answer) => '<h1>' + answer.data.jobTitle + '</h1>';`;
const THROWING = `${WORKING}
  exports.renderCareerPage = () => { throw new Error('items is not iterable'); };`;
const HANGING = `${WORKING}
  exports.renderJobDetails = () => { for (;;) {} };`;

const careersWith = (module: string) => remoteBuildFiles('careers', { extra: { 'server/careers.cjs': module } });

describe('activating a release whose server module fails its smoke render', () => {
  let releasesDir: string;
  let context: ChangeContext;

  beforeEach(async () => {
    releasesDir = tempDir('server-render-activation');
    context = {
      ...fileContext(releasesDir),
      renderSandbox: readRenderSandboxSettings({ RENDER_TIMEOUT_MS: '500' }),
    };
    await activeSite(releasesDir, context);
  });
  afterEach(() => rmSync(releasesDir, { recursive: true, force: true }));

  /** A release stored as before the smoke render existed: its record holds no result. */
  async function storedWithoutSmokeRender(module: string): Promise<string> {
    const dist = writeFiles(tempDir('careers-build'), careersWith(module));
    try {
      const provenance = { version: '1.0.0', commit: null, committed: null };
      return (await context.releases.publish({ name: 'careers', dist, provenance })).id;
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }

  it('stores it with what the smoke render found, refuses it with the reason, and changes nothing', async () => {
    const id = await publishFixture(releasesDir, 'careers', careersWith(THROWING), context);
    expect((await context.releases.record('careers', id))?.serverRender?.problems).toEqual([
      'its server module careers.cjs throws rendering the list page: items is not iterable',
    ]);
    const before = await context.pointers.read();
    await expect(activateReleases(context, [{ name: 'careers', id }])).rejects.toThrow(
      `careers ${id}: its server module careers.cjs throws rendering the list page: items is not iterable\n` +
        'nothing was changed (--force activates it anyway, and the log says so)',
    );
    expect(await context.pointers.read()).toEqual(before);
  });

  it('activates it with --force, and the log says what was overridden', async () => {
    const id = await publishFixture(releasesDir, 'careers', careersWith(THROWING), context);
    await activateReleases(context, [{ name: 'careers', id }], { force: true });
    expect((await context.pointers.read()).pointers.careers.active).toBe(id);
    expect((await context.pointers.log()).at(-1)?.detail).toContain(
      `checks overridden with --force: careers ${id}: its server module careers.cjs throws rendering the list page`,
    );
  });

  it('smoke-renders a release published before the check when it is activated', async () => {
    const hanging = await storedWithoutSmokeRender(HANGING);
    await expect(activateReleases(context, [{ name: 'careers', id: hanging }])).rejects.toThrow(
      `careers ${hanging}: its server module careers.cjs did not render a job page within 500 ms`,
    );
    const working = await storedWithoutSmokeRender(WORKING);
    await activateReleases(context, [{ name: 'careers', id: working }]);
    expect((await context.pointers.read()).pointers.careers.active).toBe(working);
  });
});
