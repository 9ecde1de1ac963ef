import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { logEntry } from '../../model/log/release-log';
import { MARK_STALE_MS, markPublishing, publishMarkFile } from '../../model/storage/release-files/publish-marks';
import {
  activeSite,
  fileContext,
  publishFixture,
  remoteBuildFiles,
  tempDir,
  writeFiles,
} from '../../test-support/release-fixtures';
import { activateReleases } from './activate';
import { collectGarbage, MIN_AGE_MS } from './gc';
import { haltCanaries } from './halt';
import { listReleases } from './list';
import { previewLink } from './preview-link';
import type { ChangeContext } from './change-context';
import { rollbackReleases } from './rollback';

const DAY = 24 * 60 * 60 * 1000;

describe('retention', () => {
  let releasesDir: string;
  let context: ChangeContext;
  let initial: string;
  const careers = () => publishFixture(releasesDir, 'careers', remoteBuildFiles('careers'), context);
  const exists = (id: string) => existsSync(path.join(releasesDir, 'careers', id));

  beforeEach(async () => {
    releasesDir = tempDir('gc');
    context = fileContext(releasesDir);
    initial = (await activeSite(releasesDir, context)).careers;
  });
  afterEach(() => rmSync(releasesDir, { recursive: true, force: true }));

  it('removes only releases no visitor can need, and rollback still works after it', async () => {
    const never = await careers();
    const servedLongAgo = await careers();
    const servedLately = await careers();
    const previewed = await careers();
    const halted = await careers();
    const active = await careers();
    await activateReleases(context, [{ name: 'careers', id: active }]);
    await activateReleases(context, [{ name: 'careers', id: halted }], { canaryPercent: 10 });
    await haltCanaries(context, ['careers'], 'test');
    await previewLink(context, [{ name: 'careers', id: previewed }], 'secret', 'http://localhost:8080');
    const now = Date.now();
    await context.served.record([{ name: 'careers', id: servedLongAgo }], now - 8 * DAY);
    await context.served.record([{ name: 'careers', id: servedLately }], now - 6 * DAY);

    const dry = await collectGarbage(context, ['careers'], { keep: 0, dryRun: true });
    expect(dry.packages[0]?.removed.map((release) => release.id).sort()).toEqual([never, servedLongAgo].sort());
    expect(exists(never)).toBe(true);

    const report = await collectGarbage(context, ['careers'], { keep: 0 });
    const kept = Object.fromEntries((report.packages[0]?.kept ?? []).map(({ id, why }) => [id, why]));
    expect(kept).toEqual({
      [active]: 'active',
      [initial]: 'previous (rollback goes there)',
      [halted]: 'the halted canary still in the pointer',
      [previewed]: 'a preview link still works',
      [servedLately]: 'served within the minimum age',
    });
    expect([never, servedLongAgo].map(exists)).toEqual([false, false]);
    expect(existsSync(path.join(releasesDir, 'careers', `${never}.json`))).toBe(false);
    expect(exists(active)).toBe(true);

    await rollbackReleases(context, ['careers'], { toPrevious: true });
    expect((await context.pointers.read()).pointers.careers.active).toBe(initial);
    expect((await context.pointers.log()).map((entry) => entry.action)).toContain('gc');
  });

  it('keeps a release taken out of service within the minimum age, counted from then, not from its publish', async () => {
    const old = await careers();
    const next = await careers();
    await activateReleases(context, [{ name: 'careers', id: old }]);
    await activateReleases(context, [{ name: 'careers', id: next }]);
    await activateReleases(context, [{ name: 'careers', id: initial }]);
    // `old` left service just now: kept for the minimum age, then removed.
    const report = await collectGarbage(context, ['careers'], { keep: 0, dryRun: true });
    expect(report.packages[0]?.kept.find((release) => release.id === old)?.why).toBe('served within the minimum age');
    const later = await collectGarbage(context, ['careers'], {
      keep: 0,
      dryRun: true,
      now: Date.now() + MIN_AGE_MS + DAY,
    });
    expect(later.packages[0]?.removed.map((release) => release.id)).toContain(old);
  });

  it('keeps the newest --keep releases, removes the copy of a crashed publish at once, and trims the log', async () => {
    const ids = [await careers(), await careers(), await careers()];
    // Left by a publish that died before publish marks existed: nobody publishes it, however new.
    const abandoned = path.join(releasesDir, 'careers', '.incoming-20261124T100000000Z-aaaaaaaaaaaaaaaa');
    mkdirSync(abandoned);
    for (let index = 0; index < 30; index += 1)
      await context.pointers.append(logEntry('test', 'halt', 'shell', null, 'x'));
    const report = await collectGarbage(context, ['careers'], { keep: 2, logKept: 10 });
    expect(report.packages[0]?.removed.map((release) => release.id)).toEqual([ids[0]]);
    expect(report.packages[0]?.abandoned).toEqual([path.basename(abandoned)]);
    expect(existsSync(abandoned)).toBe(false);
    expect(report.logDropped).toBeGreaterThan(20);
    expect((await context.pointers.log()).length).toBe(10);
  });

  describe('publishes that did not finish', () => {
    const A = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
    const B = '20261124T110000000Z-bbbbbbbbbbbbbbbb';
    const C = '20261124T120000000Z-cccccccccccccccc';
    const entriesOf = () => readdirSync(path.join(releasesDir, 'careers')).sort();
    /** What a publish of `id` whose process is `pid` had written when it stopped. */
    const leftBy = (id: string, pid: number, { record = false } = {}) => {
      writeFileSync(
        publishMarkFile(releasesDir, 'careers', id),
        JSON.stringify({ pid, host: os.hostname(), startedAt: new Date().toISOString() }),
      );
      writeFiles(path.join(releasesDir, 'careers', id), remoteBuildFiles('careers'));
      if (record) writeFileSync(path.join(releasesDir, 'careers', `${id}.json`), '{}');
    };
    // A process that ran and is gone: its publish died.
    const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

    it('removes at once what a dead publish left, finishes one that died after its log line, and leaves one under way alone', async () => {
      const before = entriesOf();
      leftBy(A, deadPid(), { record: true });
      const logged = await careers();
      // Died after its log line, before removing its mark: published.
      writeFileSync(
        publishMarkFile(releasesDir, 'careers', logged),
        JSON.stringify({ pid: deadPid(), host: os.hostname(), startedAt: '' }),
      );
      // This very process publishes C: under way.
      const running = await markPublishing(releasesDir, 'careers', C);
      writeFiles(path.join(releasesDir, 'careers', `.incoming-${C}`), { 'remoteEntry.js': '' });
      try {
        expect((await listReleases(context, 'careers')).map((row) => row.record.id)).not.toContain(logged);
        const report = await collectGarbage(context, ['careers']);
        const [careersReport] = report.packages;
        expect(careersReport?.abandoned.sort()).toEqual(
          [`${A}.json`, A, path.basename(publishMarkFile(releasesDir, 'careers', A)), `.publishing-${logged}`].sort(),
        );
        expect(careersReport?.kept).toContainEqual({
          id: C,
          why: expect.stringMatching(/^a publish under way \(pid \d+ on /),
        });
        expect(entriesOf()).toEqual([...before, logged, `${logged}.json`, `.incoming-${C}`, `.publishing-${C}`].sort());
        expect((await listReleases(context, 'careers')).map((row) => row.record.id)).toContain(logged);
      } finally {
        await running.finish();
      }
    });

    it('takes a mark nobody touched for a while for a publish that died, on whatever machine', async () => {
      leftBy(B, process.pid);
      const old = new Date(Date.now() - MARK_STALE_MS - 1000);
      utimesSync(publishMarkFile(releasesDir, 'careers', B), old, old);
      const report = await collectGarbage(context, ['careers'], { dryRun: true });
      expect(report.packages[0]?.abandoned).toEqual([B, `.publishing-${B}`]);
      expect(existsSync(path.join(releasesDir, 'careers', B))).toBe(true);
      await collectGarbage(context, ['careers']);
      expect(existsSync(path.join(releasesDir, 'careers', B))).toBe(false);
    });
  });
});
