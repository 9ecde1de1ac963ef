import { mkdir, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PackageName } from '../../packages/package-names';
import { isReleaseId } from '../../releases/release-id';
import type { ServedMarks } from './served-marks';

const marksDir = (releasesDir: string, name: PackageName) => path.join(releasesDir, name, '.served');

/**
 * When each release was last served, without Redis: an empty file per release whose modification
 * time moves forward (`RELEASES_DIR/<name>/.served/<id>`). Any number of release services sharing
 * the folder can touch the same file; retention reads the times.
 */
export function fileServedMarks(releasesDir: string): ServedMarks {
  return {
    async record(releases, at) {
      const when = new Date(at);
      for (const { name, id } of releases) {
        if (!isReleaseId(id)) continue;
        const file = path.join(marksDir(releasesDir, name), id);
        const known = await stat(file).then(
          ({ mtimeMs }) => mtimeMs,
          () => null,
        );
        // Edges report in any order: a mark only moves forward.
        if (known !== null && known >= at) continue;
        try {
          await utimes(file, when, when);
        } catch {
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, '');
          await utimes(file, when, when);
        }
      }
    },

    async lastServed(name) {
      const times = new Map<string, number>();
      const dir = marksDir(releasesDir, name);
      const entries = await readdir(dir).catch(() => [] as string[]);
      for (const id of entries.filter(isReleaseId)) {
        const mark = await stat(path.join(dir, id)).catch(() => null);
        if (mark) times.set(id, mark.mtimeMs);
      }
      return times;
    },

    async forget(name, ids) {
      await Promise.all(ids.map((id) => rm(path.join(marksDir(releasesDir, name), id), { force: true })));
    },
  };
}
