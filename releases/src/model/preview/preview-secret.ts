import path from 'node:path';
import { sharedSecret } from 'shared-config/server';

export const previewSecretFile = (releasesDir: string) => path.join(releasesDir, '.preview-secret');

/**
 * The key preview links are signed with: PREVIEW_SECRET, or else one generated once into
 * RELEASES_DIR/.preview-secret (readable by its owner only), which the command line and every edge
 * sharing that folder read.
 */
export async function previewSecret(configured: string | null, releasesDir: string): Promise<string> {
  if (configured) return configured;
  return sharedSecret(previewSecretFile(releasesDir), 'PREVIEW_SECRET');
}
