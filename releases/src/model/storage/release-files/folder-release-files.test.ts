import {
  chmodSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { remoteBuildFiles, tempDir, writeFiles } from '../../../test-support/release-fixtures';
import { ReleaseError } from '../../release-error';
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from '../../../test-support/small-disk';
import { folderReleaseFiles, releaseFolder } from './folder-release-files';

const provenance = { version: '1.2.0', commit: '0123456789abcdef0123456789abcdef01234567', committed: true };

describe('storing a build as a release', () => {
  let releasesDir: string;
  let dist: string;
  beforeEach(() => {
    releasesDir = tempDir('releases');
    dist = writeFiles(
      tempDir('dist'),
      remoteBuildFiles('careers', { extra: { 'server/careers.cjs': 'exports.x = 1' } }),
    );
  });
  afterEach(() => {
    for (const dir of [releasesDir, dist]) rmSync(dir, { recursive: true, force: true });
  });

  it('copies exactly the build into a read-only folder named by its id, with a record beside it', async () => {
    const record = await folderReleaseFiles(releasesDir).publish({ name: 'careers', dist, provenance });
    const folder = releaseFolder(releasesDir, 'careers', record.id);
    expect(readdirSync(folder, { recursive: true }).sort()).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'routes.json',
      'server',
      path.join('server', 'careers.cjs'),
    ]);
    expect(readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* careers */');
    expect(statSync(path.join(folder, 'server', 'careers.cjs')).mode & 0o777).toBe(0o444);
    expect(readdirSync(path.join(releasesDir, 'careers')).sort()).toEqual([record.id, `${record.id}.json`]);

    expect(await folderReleaseFiles(releasesDir).record('careers', record.id)).toEqual(record);
    expect(record).toMatchObject({ package: 'careers', version: '1.2.0', commit: provenance.commit, committed: true });
    const sizes = ['mf-manifest.json', 'remoteEntry.js', 'routes.json', 'server/careers.cjs'].map(
      (file) => statSync(path.join(dist, file)).size,
    );
    expect(record.size).toBe(sizes.reduce((a, b) => a + b, 0));
    expect(record.files.map((file) => file.path)).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'routes.json',
      'server/careers.cjs',
    ]);
    expect(record.files.every((file) => /^[0-9a-f]{64}$/.test(file.sha256))).toBe(true);
  });

  it('is listed newest first, and two stores of one build are two releases with one digest', async () => {
    const first = await folderReleaseFiles(releasesDir).publish({
      name: 'careers',
      dist,
      provenance,
      now: new Date('2026-11-24T10:00:00Z'),
    });
    const second = await folderReleaseFiles(releasesDir).publish({
      name: 'careers',
      dist,
      provenance,
      now: new Date('2026-11-24T11:00:00Z'),
    });
    expect((await folderReleaseFiles(releasesDir).list('careers')).map((record) => record.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(second.digest).toBe(first.digest);
  });

  it('leaves nothing behind when copying fails part way', async () => {
    const copy = jest.spyOn(fs, 'copyFile');
    copy.mockImplementationOnce(fs.copyFile).mockRejectedValueOnce(new Error('ENOSPC: no space left on device'));
    await expect(folderReleaseFiles(releasesDir).publish({ name: 'careers', dist, provenance })).rejects.toThrow(
      'ENOSPC',
    );
    copy.mockRestore();
    expect(readdirSync(path.join(releasesDir, 'careers'))).toEqual([]);
  });

  it('is no release while it is being published: marked, unlisted and unread until its log line is written', async () => {
    let during: { listed: string[]; read: unknown; entries: string[] } | null = null;
    const record = await folderReleaseFiles(releasesDir).publish({
      name: 'careers',
      dist,
      provenance,
      commit: async ({ id }) => {
        during = {
          listed: (await folderReleaseFiles(releasesDir).list('careers')).map((listed) => listed.id),
          read: await folderReleaseFiles(releasesDir).record('careers', id),
          entries: readdirSync(path.join(releasesDir, 'careers')).sort(),
        };
      },
    });
    expect(during).toEqual({
      listed: [],
      read: null,
      entries: [`.publishing-${record.id}`, record.id, `${record.id}.json`],
    });
    expect(readdirSync(path.join(releasesDir, 'careers')).sort()).toEqual([record.id, `${record.id}.json`]);
    expect(await folderReleaseFiles(releasesDir).record('careers', record.id)).toEqual(record);
  });

  it('removes the whole release when its log line cannot be written, and says why', async () => {
    await expect(
      folderReleaseFiles(releasesDir).publish({
        name: 'careers',
        dist,
        provenance,
        commit: () => Promise.reject(new ReleaseError('Redis at 127.0.0.1:6379 failed (Connection is closed.)')),
      }),
    ).rejects.toThrow(
      /^cannot publish careers: Redis at 127\.0\.0\.1:6379 failed \(Connection is closed\.\); what it had written is removed$/,
    );
    expect(readdirSync(path.join(releasesDir, 'careers'))).toEqual([]);
  });

  const noSmallDisk = smallDiskUnavailable();
  if (noSmallDisk) console.log(`skipping the full-disk publish test: ${noSmallDisk}`);
  (noSmallDisk ? it.skip : it)(
    'on a full disk, names the file it could not write and leaves nothing behind',
    async () => {
      // The build is about 70 KB; the disk takes 16 KB.
      const disk = mountSmallDisk(16) as SmallDisk;
      try {
        writeFileSync(path.join(dist, 'large.js'), 'x'.repeat(64 * 1024));
        const onDisk = path.join(disk.dir, 'releases');
        await expect(folderReleaseFiles(onDisk).publish({ name: 'careers', dist, provenance })).rejects.toThrow(
          new RegExp(
            `^cannot publish careers: could not write ${onDisk}/careers/\\.incoming-[^/]+/[\\w/.]+: the disk is full \\(ENOSPC\\); what it had written is removed$`,
          ),
        );
        expect(readdirSync(path.join(onDisk, 'careers'))).toEqual([]);
      } finally {
        disk.remove();
      }
    },
  );

  it('refuses a build holding something other than files and folders', async () => {
    symlinkSync('/nowhere', path.join(dist, 'linked.js'));
    await expect(folderReleaseFiles(releasesDir).publish({ name: 'careers', dist, provenance })).rejects.toThrow(
      `cannot publish careers from ${dist}: linked.js is not a regular file`,
    );
    expect(existsSync(path.join(releasesDir, 'careers'))).toBe(false);
  });

  it('refuses a build folder that does not exist', async () => {
    await expect(
      folderReleaseFiles(releasesDir).publish({ name: 'careers', dist: path.join(dist, 'missing'), provenance }),
    ).rejects.toThrow(new ReleaseError(`cannot publish careers from ${path.join(dist, 'missing')}: it does not exist`));
  });
});

describe('verifying a release before it goes live', () => {
  let releasesDir: string;
  let dist: string;
  beforeEach(() => {
    releasesDir = tempDir('releases');
    dist = writeFiles(tempDir('dist'), remoteBuildFiles('careers'));
  });
  afterEach(() => {
    for (const dir of [releasesDir, dist]) rmSync(dir, { recursive: true, force: true });
  });

  const stored = async () => {
    const record = await folderReleaseFiles(releasesDir).publish({ name: 'careers', dist, provenance });
    return { record, folder: releaseFolder(releasesDir, 'careers', record.id) };
  };

  it('finds an untouched release intact', async () => {
    const { record } = await stored();
    expect(await folderReleaseFiles(releasesDir).verify(record)).toBeNull();
  });

  it('finds a changed file', async () => {
    const { record, folder } = await stored();
    chmodSync(path.join(folder, 'remoteEntry.js'), 0o644);
    writeFileSync(path.join(folder, 'remoteEntry.js'), '/* tampered */');
    expect(await folderReleaseFiles(releasesDir).verify(record)).toBe(
      `careers ${record.id}: remoteEntry.js was changed after publishing (checksum differs)`,
    );
  });

  it('finds a missing file', async () => {
    const { record, folder } = await stored();
    rmSync(path.join(folder, 'mf-manifest.json'));
    expect(await folderReleaseFiles(releasesDir).verify(record)).toBe(
      `careers ${record.id}: mf-manifest.json is missing from the release folder`,
    );
  });

  it('finds an added file', async () => {
    const { record, folder } = await stored();
    writeFileSync(path.join(folder, 'extra.js'), 'console.log("not published")');
    expect(await folderReleaseFiles(releasesDir).verify(record)).toBe(
      `careers ${record.id}: extra.js was added to the release folder after publishing`,
    );
  });

  it('finds the whole folder gone', async () => {
    const { record, folder } = await stored();
    rmSync(folder, { recursive: true });
    expect(await folderReleaseFiles(releasesDir).verify(record)).toBe(`careers ${record.id}: its folder is missing`);
  });
});
