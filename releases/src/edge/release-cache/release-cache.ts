import { access, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { PackageName } from '../../model/packages/package-names';
import { PACKAGE_NAMES } from '../../model/packages/package-names';
import type { Pointers } from '../../model/pointers/pointer-set';
import { isReleaseId } from '../../model/releases/release-id';
import type { ReleaseFiles } from '../../model/storage/release-files/release-files';
import { releaseFolder } from '../../model/storage/release-files/folder-release-files';

/** How long a release nothing points to stays cached after its last use (a preview link lives a day). */
const KEPT_AFTER_USE_MS = 24 * 60 * 60 * 1000;

/** The releases this edge serves, on this machine. */
export interface ReleaseCache {
  /** The folder holding them as `<name>/<id>/` (RELEASES_DIR, or the cache of the bucket). */
  root: string;
  /**
   * Makes a release whole on this machine (fetched from the bucket the first time) or throws why it
   * cannot: a set is switched to only once every release it names has arrived.
   */
  arrive(name: PackageName, id: string): Promise<void>;
  /**
   * Removes the fetched releases no pointer needs (active, previous, canary) and none used within a
   * day (a preview), the least recently used first once the cache holds more than its bound.
   */
  prune(pointers: Pointers): Promise<void>;
}

/** Releases in RELEASES_DIR: they are the store itself, there to read or not, never fetched nor removed. */
function folderCache(releasesDir: string): ReleaseCache {
  return {
    root: releasesDir,
    async arrive(name, id) {
      // Its record is written last: a folder without it is a half-synced copy of RELEASES_DIR.
      await access(releaseFolder(releasesDir, name, id));
      await access(path.join(releasesDir, name, `${id}.json`));
    },
    prune: async () => undefined,
  };
}

async function sizeOf(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => null))?.size ?? 0;
  }
  return total;
}

/** Releases fetched from the bucket into `cacheDir`, bounded to `maxBytes` of what no pointer needs. */
function bucketCache(releases: Pick<ReleaseFiles, 'folder'>, cacheDir: string, maxBytes: number): ReleaseCache {
  const used = new Map<string, number>();
  return {
    root: cacheDir,
    async arrive(name, id) {
      await releases.folder(name, id);
      used.set(`${name}/${id}`, Date.now());
    },
    async prune(pointers) {
      const needed = new Set<string>();
      for (const name of PACKAGE_NAMES) {
        const { active, previous, canary } = pointers[name];
        for (const id of [active, previous, canary?.id]) if (id) needed.add(`${name}/${id}`);
      }
      const now = Date.now();
      const candidates: { key: string; name: PackageName; id: string; at: number; size: number }[] = [];
      let kept = 0;
      for (const name of PACKAGE_NAMES) {
        const entries = await readdir(path.join(cacheDir, name)).catch(() => [] as string[]);
        for (const id of entries.filter(isReleaseId)) {
          const key = `${name}/${id}`;
          const size = await sizeOf(path.join(cacheDir, name, id));
          if (needed.has(key)) kept += size;
          else candidates.push({ key, name, id, at: used.get(key) ?? 0, size });
        }
      }
      // Newest use first: what fits in the bound and was used within a day stays.
      candidates.sort((a, b) => b.at - a.at);
      for (const candidate of candidates) {
        if (now - candidate.at < KEPT_AFTER_USE_MS && kept + candidate.size <= maxBytes) {
          kept += candidate.size;
          continue;
        }
        await rm(path.join(cacheDir, candidate.name, `${candidate.id}.json`), { force: true });
        await rm(path.join(cacheDir, candidate.name, candidate.id), { recursive: true, force: true });
        used.delete(candidate.key);
      }
    },
  };
}

/**
 * This edge's releases on its own disk: with the release files in a bucket, a bounded cache of what it
 * serves, fetched before it switches to a set naming it; with the folder backend, RELEASES_DIR itself.
 */
export function openReleaseCache(
  releases: Pick<ReleaseFiles, 'folder'>,
  {
    bucket,
    releasesDir,
    cacheDir,
    maxBytes,
  }: { bucket: boolean; releasesDir: string; cacheDir: string; maxBytes: number },
): ReleaseCache {
  return bucket ? bucketCache(releases, cacheDir, maxBytes) : folderCache(releasesDir);
}
