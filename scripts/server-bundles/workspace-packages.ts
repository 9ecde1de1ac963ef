import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Manifest {
  name?: string;
  workspaces?: string[];
}

const readManifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;

/** The names of the npm workspaces of the repository at `repoRoot`: packages shipped as TypeScript source. */
export function workspacePackageNames(repoRoot: string): Set<string> {
  const folders = readManifest(repoRoot).workspaces ?? [];
  return new Set(folders.flatMap((folder) => readManifest(path.join(repoRoot, folder)).name ?? []));
}

/** The package an import names: `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}
