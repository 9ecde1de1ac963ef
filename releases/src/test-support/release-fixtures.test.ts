import { rmSync } from 'node:fs';
import { fileStores, publishFixture, shellBuildFiles, tempDir } from './release-fixtures';

// A frame renderer that throws: its smoke render finds a problem every time.
const BROKEN_FRAMES = { 'server/frames.cjs': 'exports.renderFrames = async () => { throw new Error("no frames"); };' };

describe('a published fixture', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** The smoke render in the record of `files` published into a store of its own. */
  async function publishedRender(files: Record<string, string>) {
    const releasesDir = tempDir('release-fixtures');
    folders.push(releasesDir);
    const id = await publishFixture(releasesDir, 'shell', files);
    return (await fileStores(releasesDir).releases.record('shell', id))?.serverRender;
  }

  it('is smoke-rendered once per test file for the same files, when nothing was wrong', async () => {
    const first = await publishedRender(shellBuildFiles());
    expect(first?.problems).toEqual([]);
    expect(await publishedRender(shellBuildFiles())).toEqual(first);
    // Other files, another render.
    const other = await publishedRender(shellBuildFiles({ 'main.0123456789.js': 'console.log("other")' }));
    expect(other?.problems).toEqual([]);
    expect(other?.checkedAt).not.toBe(first?.checkedAt);
  });

  it('is smoke-rendered again each time the render found a problem', async () => {
    const first = await publishedRender(shellBuildFiles(BROKEN_FRAMES));
    expect(first?.problems).toEqual([expect.stringContaining('no frames')]);
    const again = await publishedRender(shellBuildFiles(BROKEN_FRAMES));
    expect(again?.problems).toEqual(first?.problems);
    expect(again?.checkedAt).not.toBe(first?.checkedAt);
  });
});
