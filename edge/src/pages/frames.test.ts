import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { composeSiteTable, type SiteTable } from 'shared-config/site-table';
import { createRenderPool, FRAMES_PRELOAD, type RenderPool, readRenderSandboxSettings } from 'render-sandbox';
import { DECLARED, SITE_RULES, tempDir } from 'releases/test-support';
import { createFrames } from './frames';
import type { ServedRelease } from './release-server-modules';

const FACTS = { year: 2031 };

// Render processes load React: seconds each on a busy 2-core machine (hence the long deadline).
jest.setTimeout(30_000);

// Counts its calls in its render process, so a test sees how often the edge asked for frames.
const COUNTING_RENDERER = `let calls = 0;
exports.renderFrames = async (table, paths) => {
  calls += 1;
  const links = table.menus.main.map((link) => '<a href="' + link.to + '">' + link.label + '</a>').join('');
  return Object.fromEntries(paths.map((path) => [path, '<header>' + links + '</header><main data-call="' + calls + '" data-page="' + path + '"><template data-page-slot=""></template></main>']));
};`;

describe('the shell’s frames, drawn in the render sandbox', () => {
  let pool: RenderPool;
  const folders: string[] = [];
  const table = composeSiteTable(SITE_RULES, DECLARED).table as SiteTable;
  const [first, second] = table.routes;

  const shellRelease = (frames: string | null, id = `shell-${folders.length + 1}`): ServedRelease => {
    const dir = tempDir('frames');
    folders.push(dir);
    if (frames !== null) {
      mkdirSync(path.join(dir, 'server'));
      writeFileSync(path.join(dir, 'server', 'frames.cjs'), frames);
    }
    return { id, dir };
  };

  beforeAll(() => {
    pool = createRenderPool({
      settings: readRenderSandboxSettings({ RENDER_POOL_SIZE: '1', RENDER_TIMEOUT_MS: '10000' }),
      preload: FRAMES_PRELOAD,
    });
  });
  afterAll(async () => {
    await pool.close();
    folders.forEach((folder) => rmSync(folder, { recursive: true, force: true }));
  });

  it('draws every page of a composition in one call, and keeps them', async () => {
    const frames = createFrames(pool, { warn: () => undefined });
    const shell = shellRelease(COUNTING_RENDERER);
    const one = await frames.frameOf(shell, table, first!, FACTS);
    const other = await frames.frameOf(shell, table, second!, FACTS);
    expect(one).toContain(`<main data-call="1" data-page="${first!.path}"><template data-page-slot=""></template>`);
    expect(other).toContain(`<main data-call="1" data-page="${second!.path}">`);
    expect(await frames.frameOf(shell, table, first!, FACTS)).toBe(one);
  });

  it('draws a composition warmed ahead of its first visitor once, for that visitor', async () => {
    const frames = createFrames(pool, { warn: () => undefined });
    const shell = shellRelease(COUNTING_RENDERER);
    frames.warm(shell, table, FACTS);
    frames.warm(shell, table, FACTS);
    expect(await frames.frameOf(shell, table, second!, FACTS)).toContain(
      `<main data-call="1" data-page="${second!.path}">`,
    );
  });

  it('gives the renderer the year the footer shows, and draws the frames again for a new year', async () => {
    const frames = createFrames(pool, { warn: () => undefined });
    const shell = shellRelease(`let calls = 0;
      exports.renderFrames = async (table, paths, facts) => {
        calls += 1;
        return Object.fromEntries(paths.map((path) => [path, '<main data-call="' + calls + '">© ' + facts.year + '<template data-page-slot=""></template></main>']));
      };`);
    expect(await frames.frameOf(shell, table, first!, FACTS)).toContain('data-call="1">© 2031<');
    expect(await frames.frameOf(shell, table, first!, FACTS)).toContain('data-call="1">© 2031<');
    expect(await frames.frameOf(shell, table, first!, { year: 2032 })).toContain('data-call="2">© 2032<');
  });

  it('draws a composition with a page added anew, with its menu link', async () => {
    const frames = createFrames(pool, { warn: () => undefined });
    const shell = shellRelease(COUNTING_RENDERER);
    await frames.frameOf(shell, table, first!, FACTS);
    const joinUs = {
      ...DECLARED.careers![0]!,
      path: '/join-us',
      menus: [{ menu: 'main' as const, label: 'Join us', order: 9 }],
    };
    const grown = composeSiteTable(SITE_RULES, { ...DECLARED, careers: [...DECLARED.careers!, joinUs] }).table;
    const frame = await frames.frameOf(shell, grown, joinUs, FACTS);
    expect(frame).toContain('<a href="/join-us">Join us</a>');
    expect(frame).toContain('data-call="2" data-page="/join-us"');
  });

  it('gives no frame when the renderer fails, counts it against the shell, and tries again for the next visitor', async () => {
    const failures = jest.fn();
    const frames = createFrames(pool, { warn: () => undefined }, failures);
    const shell = shellRelease(`let calls = 0;
      exports.renderFrames = async (table, paths) => {
        calls += 1;
        if (calls === 1) throw new Error('menus is undefined');
        return Object.fromEntries(paths.map((path) => [path, '<main><template data-page-slot=""></template></main>']));
      };`);
    expect(await frames.frameOf(shell, table, first!, FACTS)).toBeNull();
    expect(failures).toHaveBeenCalledTimes(1);
    expect(await frames.frameOf(shell, table, first!, FACTS)).toBe(
      '<main><template data-page-slot=""></template></main>',
    );
  });

  it('refuses frames without the page slot, and a shell release without a renderer gives none', async () => {
    const frames = createFrames(pool, { warn: () => undefined });
    const slotless = shellRelease(
      'exports.renderFrames = async (table, paths) => Object.fromEntries(paths.map((path) => [path, "<main></main>"]));',
    );
    expect(await frames.frameOf(slotless, table, first!, FACTS)).toBeNull();
    expect(await frames.frameOf(shellRelease(null), table, first!, FACTS)).toBeNull();
  });

  it('runs the renderer outside this process, where none of its environment is in reach', async () => {
    process.env.PROVIDER_TOKEN = 'frames-test-secret';
    const frames = createFrames(pool, { warn: () => undefined });
    const shell = shellRelease(`exports.renderFrames = async (table, paths) => Object.fromEntries(paths.map((path) =>
      [path, '<main data-env="' + Object.keys(process.env).join(',') + '" data-pid="' + process.pid + '"><template data-page-slot=""></template></main>']));`);
    const frame = await frames.frameOf(shell, table, first!, FACTS);
    delete process.env.PROVIDER_TOKEN;
    expect(frame).toContain('data-env="NODE_ENV"');
    expect(frame).not.toContain(`data-pid="${process.pid}"`);
  });
});
