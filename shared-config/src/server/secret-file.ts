import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The secret kept in `file`, generated once (32 random bytes, base64url) when there is none yet and
 * readable by its owner only. Every process sharing the folder (the edges, the release commands)
 * reads the same one.
 */
export async function sharedSecret(file: string, whatToSet: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  // Written whole under another name and linked into place, so a process starting at the same
  // moment finds either no file or the complete one; the first link wins.
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  const secret = (await readFile(file, 'utf8')).trim();
  if (!secret) throw new Error(`${file} is empty: delete it or set ${whatToSet}`);
  return secret;
}
