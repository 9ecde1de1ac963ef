import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

const packages = [
  { folder: 'shell', base: '/' },
  { folder: 'marketing-remote', base: '/remotes/marketing/' },
  { folder: 'careers-remote', base: '/remotes/careers/' },
  { folder: 'contact-remote', base: '/remotes/contact/' },
];

/**
 * For a shared library, the URL of each package's own copy of it, read from the build manifests:
 * a visit that downloads two of these URLs downloaded the library twice.
 */
export function chunkUrlsOfSharedLibrary(library: string): Map<string, string[]> {
  const copies = new Map<string, string[]>();
  for (const { folder, base } of packages) {
    const manifest = JSON.parse(
      readFileSync(path.resolve(__dirname, '../..', folder, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as { shared: ManifestShared[] };
    const entry = manifest.shared.find((shared) => shared.name === library);
    if (entry)
      copies.set(
        folder,
        [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => base + file),
      );
  }
  return copies;
}
