import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { ReleaseError } from '../../release-error';
import { writeFileAtomically } from '../files/durable-write';
import { SESSION_RECORD, type SessionBackend, type SessionRecord } from './session-backend';

/** Console sessions without Redis: one file per session, readable by its owner only, beside the releases. */
export const sessionsDir = (releasesDir: string) => path.join(releasesDir, '.console-sessions');

const RECORD = compileFormat(SESSION_RECORD);
const PRIVATE = 0o600;
const KEY = /^[0-9a-f]{64}$/;

/**
 * Each session a file named by its key, written whole (flushed and renamed into place), so any
 * service replica sharing RELEASES_DIR reads it, and ending one is removing its file. Opening a
 * session clears the expired ones.
 */
export function fileSessionBackend(releasesDir: string): SessionBackend {
  const folder = sessionsDir(releasesDir);
  const fileOf = (key: string) => path.join(folder, `${key}.json`);

  async function read(key: string): Promise<SessionRecord | null> {
    let text: string;
    try {
      text = await readFile(fileOf(key), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new ReleaseError(`the console sessions (${folder}) cannot be read: ${(error as Error).message}`);
    }
    return parseJsonFormat(RECORD, text);
  }

  async function removeExpired(now: number): Promise<void> {
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names) {
      const key = name.replace(/\.json$/, '');
      if (!KEY.test(key)) continue;
      const record = await read(key).catch(() => null);
      if (!record || record.expiresAt <= now) await rm(fileOf(key), { force: true });
    }
  }

  return {
    async put(key, record) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      await removeExpired(Date.now());
      await writeFileAtomically(fileOf(key), `${JSON.stringify(record)}\n`, PRIVATE);
    },
    get: (key) => (KEY.test(key) ? read(key) : Promise.resolve(null)),
    remove: async (key) => {
      if (KEY.test(key)) await rm(fileOf(key), { force: true });
    },
  };
}
