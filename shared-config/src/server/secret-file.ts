import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

// A draft older than this was left by a process that died writing it (one being written is younger).
const ABANDONED_DRAFT_MS = 60_000;

/** Removes the drafts of `file` that processes killed while writing them left beside it. */
async function removeAbandonedDrafts(file: string): Promise<void> {
  const prefix = `${path.basename(file)}.`;
  const folder = path.dirname(file);
  for (const entry of await readdir(folder).catch(() => [])) {
    if (!entry.startsWith(prefix) || !/^[0-9a-f]{12}$/.test(entry.slice(prefix.length))) continue;
    const { mtimeMs } = await stat(path.join(folder, entry)).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > ABANDONED_DRAFT_MS) await rm(path.join(folder, entry), { force: true });
  }
}

/** Generates the secret into `file` unless another process got there first. */
async function createSecret(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole under another name and linked into place, so a process starting at the same
  // moment finds either no file or the complete one; the first link wins.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  try {
    await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
}

/**
 * The secret kept in `file`, generated once (32 random bytes, base64url) when there is none yet and
 * readable by its owner only. Every process sharing the folder (the edges, the release commands)
 * reads the same one. Once it exists nothing is written (a full disk does not stop it being read);
 * a failure to make it leaves no draft behind, and the drafts killed processes left are removed.
 */
export async function sharedSecret(file: string, whatToSet: string): Promise<string> {
  const read = () =>
    readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  let content = await read();
  if (content === null) {
    await createSecret(file);
    content = (await read()) ?? '';
  }
  await removeAbandonedDrafts(file);
  const secret = content.trim();
  if (!secret) throw new Error(`${file} is empty: delete it or set ${whatToSet}`);
  return secret;
}
