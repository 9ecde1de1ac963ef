import path from 'node:path';

// Entries and manifests name the current chunks, so browsers must revalidate them on every load;
// chunks carry a content hash in their name and never change.
const ALWAYS_REVALIDATE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'index.html']);
const HASHED = /\.[0-9a-f]{10}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}
