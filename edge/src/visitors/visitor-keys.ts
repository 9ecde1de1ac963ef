import path from 'node:path';
import { sharedSecret } from 'shared-config/server';

export const visitorKeyFile = (releasesDir: string) => path.join(releasesDir, '.visitor-key');

/**
 * The keys visitor ids and served-release tokens are signed with: VISITOR_KEYS (the first signs,
 * all verify), or else one generated once into RELEASES_DIR/.visitor-key (readable by its owner only),
 * which every edge sharing that folder reads.
 */
export async function visitorKeys(configured: string[] | null, releasesDir: string): Promise<string[]> {
  if (configured) return configured;
  return [await sharedSecret(visitorKeyFile(releasesDir), 'VISITOR_KEYS')];
}
