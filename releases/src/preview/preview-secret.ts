import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const previewSecretFile = (releasesDir: string) => path.join(releasesDir, '.preview-secret');

/**
 * The key preview links are signed with: PREVIEW_SECRET, or else one generated once into
 * RELEASES_DIR/.preview-secret (readable by its owner only), which the command line and every edge
 * sharing that folder read.
 */
export async function previewSecret(configured: string | null, releasesDir: string): Promise<string> {
  if (configured) return configured;
  const file = previewSecretFile(releasesDir);
  await mkdir(releasesDir, { recursive: true });
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
  if (!secret) throw new Error(`${file} is empty: delete it or set PREVIEW_SECRET`);
  return secret;
}
