import { existsSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runReleaseCli } from '../cli/release-cli';
import { pointerFile, pointersDir } from '../../model/storage/pointers/file-pointer-store';
import { activeSite, publishFixture, remoteBuildFiles, tempDir } from '../../test-support/release-fixtures';

// The commands on a store whose pointers cannot be read whole: each names what is broken in a
// sentence, and none writes a change worked out from a partial read.
describe('release commands on a broken pointer store', () => {
  let dataDir: string;
  let releasesDir: string;
  let ids: Awaited<ReturnType<typeof activeSite>>;
  let next: string;
  const link = () => path.join(pointersDir(releasesDir), 'current');
  const snapshots = () => readdirSync(pointersDir(releasesDir)).filter((entry) => /^v\d+$/.test(entry));

  beforeEach(async () => {
    dataDir = tempDir('broken-store');
    releasesDir = path.join(dataDir, 'releases');
    ids = await activeSite(releasesDir);
    next = await publishFixture(releasesDir, 'marketing', remoteBuildFiles('marketing'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  async function release(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runReleaseCli(
      args,
      { DATA_DIR: dataDir, RELEASE_ACTOR: 'ada' },
      {
        out: (line) => out.push(line),
        err: (line) => err.push(line),
      },
    );
    return { code, out, err };
  }

  it.each([
    ['naming a snapshot that does not exist', () => symlinkSync('v999', link()), 'names v999, which does not exist'],
    [
      'replaced by a plain file',
      () => writeFileSync(link(), 'v1\n'),
      'is a plain file, not a link to a pointer snapshot',
    ],
  ])(
    'a `current` link %s: every command that needs the pointers names it, and changes nothing',
    async (_case, breakIt, what) => {
      rmSync(link());
      breakIt();
      const refusal = `release: the pointer link ${link()} ${what}, so the live releases cannot be read and nothing was changed (edges serve their last good set meanwhile); to repair it, point it at the newest snapshot the release log records: ln -sfn v1 ${link()}`;
      for (const args of [
        ['list', 'marketing'],
        ['activate', 'marketing', next],
        ['rollback', 'marketing'],
        ['halt', 'marketing'],
        ['gc'],
      ]) {
        const run = await release(...args);
        expect([args, run.code, run.err]).toEqual([args, 1, [refusal]]);
        expect(run.out).toEqual([]);
      }
      expect(snapshots()).toEqual(['v1']);
      // The log still reads: what happened is what an operator needs most now.
      const log = await release('log', 'marketing');
      expect(log.code).toBe(0);
      expect(log.out.join('\n')).toContain(`activate  marketing  ${ids.marketing}`);

      rmSync(link());
      symlinkSync('v1', link());
      expect((await release('activate', 'marketing', next)).code).toBe(0);
    },
  );

  it('an activation never drops a package it did not name: one whose pointer file is gone stays so', async () => {
    rmSync(pointerFile(releasesDir, 1, 'contact'));
    const listed = await release('list', 'contact');
    expect(listed.err).toEqual([
      `release: the release pointer of contact (${pointerFile(releasesDir, 1, 'contact')}) is missing: activate a release of contact to replace it`,
    ]);
    const activated = await release('activate', 'marketing', next);
    expect(activated.code).toBe(0);
    expect(activated.err).toEqual([
      `warning: the release pointer of contact (${pointerFile(releasesDir, 1, 'contact')}) is missing; contact was left out of the check`,
    ]);
    expect(readlinkSync(link())).toBe('v2');
    expect(existsSync(pointerFile(releasesDir, 2, 'contact'))).toBe(false);
    expect((await release('list', 'shell')).out[1]).toContain(' active ');
    expect((await release('activate', 'contact', ids.contact)).code).toBe(0);
    expect((await release('list', 'contact')).out[1]).toContain(' active ');
  });
});
