import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readReleaseEnvironment, type ReleaseEnvironment } from '../../model/config/release-environment';
import {
  fileStores,
  remoteBuildFiles,
  shellBuildFiles,
  tempDir,
  writeFiles,
} from '../../test-support/release-fixtures';
import { createFilePointerStore } from '../../model/storage/pointers/file-pointer-store';
import { changesBy } from './change-context';
import { publishLocalBuilds } from './local-builds';
import { PACKAGE_NAMES } from '../../model/packages/package-names';

describe('the local builds going live before a local edge serves them', () => {
  let root: string;
  let config: ReleaseEnvironment;
  const lines: string[] = [];

  beforeEach(() => {
    root = tempDir('bootstrap');
    lines.length = 0;
    config = readReleaseEnvironment({ DATA_DIR: path.join(root, 'data') });
    config.localDists = {
      shell: writeFiles(path.join(root, 'shell'), shellBuildFiles()),
      marketing: writeFiles(path.join(root, 'marketing'), remoteBuildFiles('marketing')),
      careers: writeFiles(path.join(root, 'careers'), remoteBuildFiles('careers')),
      contact: writeFiles(path.join(root, 'contact'), remoteBuildFiles('contact')),
    };
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const start = (mode: 'missing' | 'changed') =>
    publishLocalBuilds(changesBy(fileStores(config.releasesDir), 'ada'), config, mode, (line) => lines.push(line));
  const pointers = () =>
    createFilePointerStore(config.releasesDir)
      .read()
      .then(({ pointers }) => pointers);
  const releasesOf = (name: string) =>
    readdirSync(path.join(config.releasesDir, name)).filter((entry) => entry.endsWith('.json'));

  it('publishes and activates every package on a fresh data folder, on the record with who started it', async () => {
    await start('missing');
    const live = await pointers();
    for (const name of PACKAGE_NAMES) expect(live[name].active).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{16}$/);
    expect(lines).toHaveLength(4);
    const log = await createFilePointerStore(config.releasesDir).log();
    expect(log.filter((entry) => entry.action === 'activate').map((entry) => [entry.actor, entry.package])).toEqual(
      PACKAGE_NAMES.map((name) => ['ada', name]),
    );
    expect(log[log.length - 1]?.detail).toContain('local build (first start)');
  });

  it('leaves active releases alone when it only fills in what is missing (npm run serve)', async () => {
    await start('missing');
    const before = await pointers();
    writeFileSync(path.join(config.localDists.careers, 'remoteEntry.js'), '/* careers, rebuilt */');
    await start('missing');
    expect(await pointers()).toEqual(before);
    expect(lines).toHaveLength(4);
  });

  it('publishes and activates a build that differs from its active release (npm start), and only that one', async () => {
    await start('changed');
    const before = await pointers();
    await start('changed');
    expect(await pointers()).toEqual(before);

    writeFileSync(path.join(config.localDists.careers, 'remoteEntry.js'), '/* careers, rebuilt */');
    await start('changed');
    const after = await pointers();
    expect(after.careers).toMatchObject({ previous: before.careers.active, version: 2 });
    expect(after.careers.active).not.toBe(before.careers.active);
    for (const name of ['shell', 'marketing', 'contact'] as const) expect(after[name]).toEqual(before[name]);
    expect(lines[lines.length - 1]).toMatch(/^careers: published and activated /);
  });

  it('goes back to the earlier release when the build is that one again, without a copy of it', async () => {
    await start('changed');
    const first = (await pointers()).careers.active;
    writeFileSync(path.join(config.localDists.careers, 'remoteEntry.js'), '/* careers, rebuilt */');
    await start('changed');
    writeFileSync(path.join(config.localDists.careers, 'remoteEntry.js'), '/* careers */');
    await start('changed');
    expect((await pointers()).careers.active).toBe(first);
    expect(releasesOf('careers')).toHaveLength(2);
  });

  it('leaves a remote pinned elsewhere (REMOTE_<NAME>_URL) out', async () => {
    config.remoteUrls.careers = 'https://cdn.example.net/careers/';
    await start('missing');
    expect((await pointers()).careers.active).toBeNull();
  });

  it('refuses builds that cannot work together, activating none of them', async () => {
    writeFiles(config.localDists.careers, remoteBuildFiles('careers', { exposes: ['CareerPage'] }));
    await expect(start('missing')).rejects.toThrow(
      'the local builds cannot go live:\ncareers local build: this release routes /job-details/:id to careers/JobDetailsPage, which it does not expose',
    );
    const live = await pointers();
    for (const name of PACKAGE_NAMES) expect(live[name].active).toBeNull();
  });

  it('says what to do when a package was never built', async () => {
    rmSync(config.localDists.contact, { recursive: true });
    await expect(start('missing')).rejects.toThrow(
      `contact has no active release and no build in ${config.localDists.contact}: run npm run build first`,
    );
  });
});
