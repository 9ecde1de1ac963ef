import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { ReleaseError } from '../../release-error';
import { isUnderWay, ROLLOUT, type Rollout } from '../../rollouts/rollout-record';
import { writeDurably, writeFileAtomically } from '../files/durable-write';
import { StoreFileError } from '../files/file-errors';
import { FINISHED_KEPT, type RolloutStore } from './rollout-store';

/** Rollouts without Redis: one file each, beside the releases. */
const rolloutsDir = (releasesDir: string) => path.join(releasesDir, 'rollouts');

const RECORD = compileFormat(ROLLOUT);
const ID = /^ro_[A-Za-z0-9_-]{12}$/;

/**
 * Each rollout a file named by its id. A new one is created only if the file does not exist; a change
 * takes the file's lock (proper-lockfile, as the pointers and tokens do), compares the version and
 * writes the file whole, flushed and renamed into place, so every replica sharing RELEASES_DIR reads
 * one version or the next, and only one of two writers of the same version wins.
 */
export function fileRolloutStore(releasesDir: string): RolloutStore {
  const folder = rolloutsDir(releasesDir);
  const fileOf = (id: string) => path.join(folder, `${id}.json`);

  async function read(id: string): Promise<Rollout | null> {
    if (!ID.test(id)) return null;
    let text: string;
    try {
      text = await readFile(fileOf(id), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new ReleaseError(`the rollout ${fileOf(id)} cannot be read: ${(error as Error).message}`);
    }
    const value = parseJsonFormat(RECORD, text);
    if (!value) throw new ReleaseError(`the rollout ${fileOf(id)} is unreadable: fix or remove it`);
    return value;
  }

  async function list(): Promise<Rollout[]> {
    const names = await readdir(folder).catch(() => [] as string[]);
    const ids = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5));
    const rollouts = (await Promise.all(ids.map(read))).filter((rollout): rollout is Rollout => rollout !== null);
    return rollouts.sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id.localeCompare(a.id));
  }

  /** Removes the oldest finished rollouts past the number kept. */
  async function trim(): Promise<void> {
    const finished = (await list()).filter((rollout) => !isUnderWay(rollout.state));
    for (const old of finished.slice(FINISHED_KEPT)) await rm(fileOf(old.id), { force: true });
  }

  return {
    location: folder,
    list,
    get: read,
    async replace(next, expected) {
      await mkdir(folder, { recursive: true });
      const file = fileOf(next.id);
      const text = `${JSON.stringify(next, null, 2)}\n`;
      if (expected === null) {
        try {
          await writeDurably(file, text);
        } catch (error) {
          if (error instanceof StoreFileError && error.code === 'EEXIST') return false;
          throw error;
        }
        return true;
      }
      let release: () => Promise<void>;
      try {
        release = await lockfile.lock(file, {
          realpath: false,
          stale: 10_000,
          retries: { retries: 20, minTimeout: 25 },
        });
      } catch {
        throw new ReleaseError(`another change of the rollout ${next.id} is in progress (${file}.lock)`);
      }
      try {
        const kept = await read(next.id);
        if (!kept || kept.version !== expected) return false;
        await writeFileAtomically(file, text);
      } finally {
        await release();
      }
      if (!isUnderWay(next.state)) await trim();
      return true;
    },
  };
}
