import path from 'node:path';
import { sharedSecret } from 'shared-config/server';
import { StoreFileError } from '../storage/files/file-errors';
import { ReleaseError } from '../release-error';

export const previewSecretFile = (releasesDir: string) => path.join(releasesDir, '.preview-secret');

/**
 * The key preview links are signed with: PREVIEW_SECRET, or else one generated once into
 * RELEASES_DIR/.preview-secret (readable by its owner only), which the command line and every edge
 * sharing that folder read. A failure names the file in a sentence (`could not write …/.preview-secret:
 * the disk is full (ENOSPC)`).
 */
export async function previewSecret(configured: string | null, releasesDir: string): Promise<string> {
  if (configured) return configured;
  const file = previewSecretFile(releasesDir);
  try {
    return await sharedSecret(file, 'PREVIEW_SECRET');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code) throw new StoreFileError(file, 'write', error);
    throw new ReleaseError((error as Error).message);
  }
}
