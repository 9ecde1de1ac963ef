import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

const packages = ['shell', 'marketing', 'careers', 'contact'];

/** The release of a package the e2e edge serves, read from its data folder's release pointer. */
function activeRelease(name: string): { folder: string; base: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through e2e/playwright.config.ts');
  const releases = path.join(dataDir, 'releases', name);
  const { active } = JSON.parse(readFileSync(path.join(releases, 'pointer.json'), 'utf8')) as { active: string };
  return { folder: path.join(releases, active), base: `/releases/${name}/${active}/` };
}

/**
 * For a shared library, the URL of each package's own copy of it, read from the manifests of the
 * releases served: a visit that downloads two of these URLs downloaded the library twice.
 */
export function chunkUrlsOfSharedLibrary(library: string): Map<string, string[]> {
  const copies = new Map<string, string[]>();
  for (const name of packages) {
    const { folder, base } = activeRelease(name);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'mf-manifest.json'), 'utf8')) as {
      shared: ManifestShared[];
    };
    const entry = manifest.shared.find((shared) => shared.name === library);
    if (entry)
      copies.set(
        name,
        [...entry.assets.js.sync, ...entry.assets.js.async].map((file) => base + file),
      );
  }
  return copies;
}
