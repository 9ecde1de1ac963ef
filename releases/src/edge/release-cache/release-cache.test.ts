import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { EMPTY_POINTER, activate } from '../../model/pointers/release-pointer';
import type { Pointers } from '../../model/pointers/pointer-set';
import { openObjectStore } from '../../model/storage/object-store/object-store';
import { objectReleaseFiles } from '../../model/storage/release-files/object-release-files';
import type { ReleaseFiles } from '../../model/storage/release-files/release-files';
import { startObjectServer, type RunningObjectServer } from '../../test-support/object-server';
import { remoteBuildFiles, tempDir, writeFiles } from '../../test-support/release-fixtures';
import { mountSmallDisk, smallDiskUnavailable, type SmallDisk } from '../../test-support/small-disk';
import { openReleaseCache } from './release-cache';

jest.setTimeout(30_000);

const provenance = { version: '1.0.0', commit: null, committed: true };
const careersAt = (id: string | null): Pointers => ({
  shell: EMPTY_POINTER,
  marketing: EMPTY_POINTER,
  careers: id ? activate(EMPTY_POINTER, id) : EMPTY_POINTER,
  contact: EMPTY_POINTER,
});

describe("an edge's cache of the releases in a bucket", () => {
  let server: RunningObjectServer;
  let root: string;
  let prefix = 0;

  beforeAll(async () => {
    root = tempDir('release-cache');
    server = await startObjectServer(path.join(root, 'bucket'), 0, 'releases');
    Object.assign(process.env, server.credentials);
  });
  afterAll(async () => {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  });

  const filesIn = (cacheDir: string): ReleaseFiles => {
    prefix += 1;
    const location = {
      bucket: 'releases',
      prefix: `cache-${prefix}/`,
      endpoint: server.url,
      region: 'us-east-1',
      forcePathStyle: true,
    };
    return objectReleaseFiles(openObjectStore(location), {
      prefix: location.prefix,
      cacheDir,
      releasesDir: path.join(root, 'no-drill'),
    });
  };
  const publish = async (files: ReleaseFiles, extra: Record<string, string> = {}) => {
    const dist = writeFiles(tempDir('cache-build'), remoteBuildFiles('careers', { extra }));
    try {
      return (await files.publish({ name: 'careers', dist, provenance })).id;
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  };

  it('fetches a release once it is asked for, and removes what no pointer needs once past its bound', async () => {
    const cacheDir = path.join(root, `cache-${prefix}`);
    const files = filesIn(cacheDir);
    const [live, old] = [await publish(files, { a: '1' }), await publish(files, { b: '2' })];
    const cache = openReleaseCache(files, { bucket: true, releasesDir: root, cacheDir, maxBytes: 0 });
    expect(cache.root).toBe(cacheDir);
    await cache.arrive('careers', live);
    await cache.arrive('careers', old);
    expect(readdirSync(path.join(cacheDir, 'careers')).sort()).toEqual(
      [live, `${live}.json`, old, `${old}.json`].sort(),
    );
    await cache.prune(careersAt(live));
    expect(readdirSync(path.join(cacheDir, 'careers')).sort()).toEqual([live, `${live}.json`].sort());
  });

  it('keeps within its bound what was used within a day, a preview', async () => {
    const cacheDir = path.join(root, `cache-${prefix}`);
    const files = filesIn(cacheDir);
    const [live, previewed] = [await publish(files, { c: '1' }), await publish(files, { d: '2' })];
    const cache = openReleaseCache(files, { bucket: true, releasesDir: root, cacheDir, maxBytes: 10 * 1024 * 1024 });
    await cache.arrive('careers', live);
    await cache.arrive('careers', previewed);
    await cache.prune(careersAt(live));
    expect(existsSync(path.join(cacheDir, 'careers', `${previewed}.json`))).toBe(true);
  });

  const noDisk = smallDiskUnavailable();
  (noDisk ? describe.skip : describe)('on a full disk', () => {
    let disk: SmallDisk;
    beforeAll(() => {
      const mounted = mountSmallDisk(64);
      if ('reason' in mounted) throw new Error(mounted.reason);
      disk = mounted;
    });
    afterAll(() => disk?.remove());

    it('fails to fetch with a sentence naming the file, and leaves no part of the release', async () => {
      const files = filesIn(disk.dir);
      const big = await publish(files, { 'big.js': 'x'.repeat(200 * 1024) });
      const cache = openReleaseCache(files, { bucket: true, releasesDir: root, cacheDir: disk.dir, maxBytes: 0 });
      await expect(cache.arrive('careers', big)).rejects.toThrow(/could not write .*: the disk is full \(ENOSPC\)/);
      expect(readdirSync(path.join(disk.dir, 'careers'))).toEqual([]);
    });
  });
});
