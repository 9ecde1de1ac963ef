import { rmSync } from 'node:fs';
import { openReleaseStores, type ReleaseStores } from '../../model/storage/open-release-stores';
import { runsRedisTests, startRedis, type RunningRedis } from '../../test-support/redis-server';
import {
  FROM_SHELL,
  SHELL_SHARED,
  publishFixture,
  remoteBuildFiles,
  shellBuildFiles,
  tempDir,
  federationManifest,
  activeSite,
} from '../../test-support/release-fixtures';
import { activateReleases } from './activate';
import { compositionProblems } from '../checks/composition-check';
import { factsOf } from '../checks/release-facts';
import { changesBy, type ChangeContext } from './change-context';

/**
 * Two releases each compatible with the live site and not with each other: the live careers accepts
 * the shared library `lib` at ^9 || ^10 from the shell; shell v2 provides 10; careers v2 narrows its
 * range to ^9.
 */
const shellWithLib = (version: string) =>
  shellBuildFiles({ 'mf-manifest.json': federationManifest('shell', [], [...SHELL_SHARED, { name: 'lib', version }]) });
const careersNeedingLib = (range: string) =>
  remoteBuildFiles('careers', {
    shared: [...FROM_SHELL, { name: 'lib', version: '9.0.0', requiredVersion: range, bundled: false }],
  });

function releaseSets(open: (releasesDir: string) => Promise<{ stores: ReleaseStores; cleanUp(): Promise<void> }>) {
  let releasesDir: string;
  let stores: ReleaseStores;
  let context: ChangeContext;
  let cleanUp: () => Promise<void>;
  let ids: { shell2: string; careers2: string; shell1: string; careers1: string };

  beforeEach(async () => {
    releasesDir = tempDir('release-sets');
    const opened = await open(releasesDir);
    ({ stores, cleanUp } = opened);
    context = changesBy(stores, 'test');
    const shell1 = await publishFixture(releasesDir, 'shell', shellWithLib('9.0.0'), context);
    const careers1 = await publishFixture(releasesDir, 'careers', careersNeedingLib('^9.0.0 || ^10.0.0'), context);
    await activeSite(releasesDir, context, { shell: shell1, careers: careers1 });
    ids = {
      shell1,
      careers1,
      shell2: await publishFixture(releasesDir, 'shell', shellWithLib('10.0.0'), context),
      careers2: await publishFixture(releasesDir, 'careers', careersNeedingLib('^9.0.0'), context),
    };
  });
  afterEach(async () => {
    await stores.close();
    await cleanUp();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  it('switches every package of a set in one change, logged together', async () => {
    const before = await context.pointers.read();
    const careers3 = await publishFixture(releasesDir, 'careers', careersNeedingLib('^10.0.0'), context);
    const { after } = await activateReleases(context, [
      { name: 'shell', id: ids.shell2 },
      { name: 'careers', id: careers3 },
    ]);
    expect(after.version).toBe(before.version + 1);
    expect([after.pointers.shell.active, after.pointers.careers.active]).toEqual([ids.shell2, careers3]);
    const log = (await context.pointers.log()).slice(-2);
    expect(log.map((entry) => [entry.action, entry.package])).toEqual([
      ['activate', 'shell'],
      ['activate', 'careers'],
    ]);
    expect(log[0]?.detail).toContain(`in a set with careers=${careers3}, shell=${ids.shell2}`);
  });

  it('refuses a set whose releases do not work together, changing nothing', async () => {
    const before = await context.pointers.read();
    await expect(
      activateReleases(context, [
        { name: 'shell', id: ids.shell2 },
        { name: 'careers', id: ids.careers2 },
      ]),
    ).rejects.toThrow(
      `careers ${ids.careers2}: this release needs lib ^9.0.0 as a singleton, but the new shell ${ids.shell2} provides 10.0.0`,
    );
    expect((await context.pointers.read()).version).toBe(before.version);
  });

  it('lets exactly one of two activations that each pass alone but not together go live', async () => {
    const outcomes = await Promise.allSettled([
      activateReleases(context, [{ name: 'shell', id: ids.shell2 }]),
      activateReleases(context, [{ name: 'careers', id: ids.careers2 }]),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(String(refused?.reason)).toMatch(/as a singleton, but .* provides/);
    const { pointers } = await context.pointers.read();
    const problems = await compositionProblems(
      { ...pointers, shell: { ...pointers.shell, active: null }, careers: { ...pointers.careers, active: null } },
      pointers,
      new Set(),
      async (variant, role) =>
        factsOf(await context.releases.folder(variant.name, variant.id), variant.name, variant.id, role),
    );
    expect(problems).toEqual([]);
  });

  it('runs a set as one canary: its shell and remote never meet the old ones, so no mix is checked', async () => {
    // Careers v3 needs lib ^10: alone, its canary would meet the live shell (lib 9) and is refused
    // (below); in one draw with shell v2 (lib 10) it meets only that shell.
    const careers3 = await publishFixture(releasesDir, 'careers', careersNeedingLib('^10.0.0'), context);
    const { after } = await activateReleases(
      context,
      [
        { name: 'shell', id: ids.shell2 },
        { name: 'careers', id: careers3 },
      ],
      { canaryPercent: 20 },
    );
    const { shell, careers } = after.pointers;
    expect(shell.canary).toMatchObject({ id: ids.shell2, percent: 20 });
    expect(careers.canary).toMatchObject({ id: careers3, percent: 20 });
    expect(shell.canary?.group).toBe(careers.canary?.group);
    expect(shell.canary?.group).toBeTruthy();
  });

  it('refuses a single-package canary that would meet an incompatible live release', async () => {
    const careers3 = await publishFixture(releasesDir, 'careers', careersNeedingLib('^10.0.0'), context);
    await expect(activateReleases(context, [{ name: 'careers', id: careers3 }], { canaryPercent: 20 })).rejects.toThrow(
      `careers ${careers3}: this release needs lib ^10.0.0 as a singleton, but the live shell provides 9.0.0`,
    );
  });
}

describe('release sets with pointers in RELEASES_DIR', () => {
  releaseSets(async (releasesDir) => ({
    stores: await openReleaseStores({ releasesDir, redisUrl: null }),
    cleanUp: async () => undefined,
  }));
});

(runsRedisTests ? describe : describe.skip)('release sets with pointers in Redis', () => {
  let redis: RunningRedis;
  releaseSets(async (releasesDir) => {
    redis = await startRedis();
    return { stores: await openReleaseStores({ releasesDir, redisUrl: redis.url }), cleanUp: () => redis.stop() };
  });
});
