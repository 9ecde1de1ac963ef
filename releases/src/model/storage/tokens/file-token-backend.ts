import { mkdir, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { Type } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { ReleaseError } from '../../release-error';
import { writeFileAtomically } from '../files/durable-write';
import { isTokenName, TOKEN_RECORD, tokenRecordOf, type TokenBackend, type TokenRecord } from './token-backend';

/** The token records without Redis: readable by their owner only, beside the releases. */
export const tokensFile = (releasesDir: string) => path.join(releasesDir, 'release-tokens.json');
/** One empty file per token whose modification time is its last use (several services touch them). */
const usesDir = (releasesDir: string) => path.join(releasesDir, '.token-uses');

const TOKENS_FILE = compileFormat(Type.Object({ tokens: Type.Array(TOKEN_RECORD) }));
const PRIVATE = 0o600;

/**
 * Token records as a file in RELEASES_DIR. A change takes the file's lock (proper-lockfile, as the
 * pointers do) and writes the whole file anew, flushed and renamed into place, so a service reading
 * it meanwhile reads the old records or the new ones.
 */
export function fileTokenBackend(releasesDir: string): TokenBackend {
  const file = tokensFile(releasesDir);

  async function read(): Promise<TokenRecord[]> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw new ReleaseError(`the release tokens (${file}) cannot be read: ${(error as Error).message}`);
    }
    const value = parseJsonFormat(TOKENS_FILE, text);
    if (!value)
      throw new ReleaseError(`the release tokens (${file}) are unreadable: no token is accepted until it is fixed`);
    return value.tokens.map(tokenRecordOf);
  }

  async function change(edit: (records: TokenRecord[]) => TokenRecord[] | null): Promise<boolean> {
    await mkdir(releasesDir, { recursive: true });
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(file, { realpath: false, stale: 10_000, retries: { retries: 20, minTimeout: 50 } });
    } catch {
      throw new ReleaseError(`another change of the release tokens is in progress (${file}.lock): nothing was changed`);
    }
    try {
      const next = edit(await read());
      if (!next) return false;
      await writeFileAtomically(file, `${JSON.stringify({ tokens: next }, null, 2)}\n`, PRIVATE);
      return true;
    } finally {
      await release();
    }
  }

  return {
    location: file,
    read,
    insert: (record) =>
      change((records) => (records.some((other) => other.name === record.name) ? null : [...records, record])),
    remove: async (name) => {
      const removed = await change((records) =>
        records.some((record) => record.name === name) ? records.filter((record) => record.name !== name) : null,
      );
      if (removed) await rm(path.join(usesDir(releasesDir), name), { force: true });
      return removed;
    },
    async usedTimes() {
      const times = new Map<string, number>();
      const names = await readdir(usesDir(releasesDir)).catch(() => [] as string[]);
      for (const name of names.filter(isTokenName)) {
        const mark = await stat(path.join(usesDir(releasesDir), name)).catch(() => null);
        if (mark) times.set(name, mark.mtimeMs);
      }
      return times;
    },
    async noteUsed(name, at) {
      const mark = path.join(usesDir(releasesDir), name);
      const when = new Date(at);
      try {
        await utimes(mark, when, when);
      } catch {
        await mkdir(path.dirname(mark), { recursive: true });
        await writeFile(mark, '');
        await utimes(mark, when, when);
      }
    },
  };
}
