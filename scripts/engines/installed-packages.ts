import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface InstalledPackage {
  /** Where it is installed, from the repository root (`node_modules/a/node_modules/b`). */
  location: string;
  name: string;
  version: string;
  /** Its `engines.node`, or null when it names none. */
  node: string | null;
}

function readPackage(dir: string, root: string): InstalledPackage | null {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    name?: unknown;
    version?: unknown;
    engines?: { node?: unknown };
  };
  if (typeof json.name !== 'string' || typeof json.version !== 'string') return null;
  const node = json.engines?.node;
  return {
    location: path.relative(root, dir),
    name: json.name,
    version: json.version,
    node: typeof node === 'string' ? node : null,
  };
}

/**
 * Every package installed under `dir`'s node_modules, nested ones included (`a/node_modules/b`).
 * Links (the workspaces) are not followed: their own node_modules folders are walked as roots.
 */
export function installedPackages(root: string, dir = root): InstalledPackage[] {
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) return [];
  const folders = readdirSync(modules).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const folder = path.join(modules, name);
    return name.startsWith('@') ? readdirSync(folder).map((scoped) => path.join(folder, scoped)) : [folder];
  });
  return folders
    .filter((folder) => !lstatSync(folder).isSymbolicLink())
    .flatMap((folder) => {
      const found = readPackage(folder, root);
      return [...(found ? [found] : []), ...installedPackages(root, folder)];
    });
}
