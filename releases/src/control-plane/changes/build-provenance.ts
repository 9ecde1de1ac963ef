import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type PackageName } from '../../model/packages/package-names';
import { workspaceDir } from '../../model/packages/package-workspaces';
import { REPO_ROOT } from 'shared-config/server';
import type { Provenance } from '../../model/releases/release-record';

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

const readJson = (file: string): Record<string, unknown> | null => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
};

/** Every workspace of the repository by its package name. */
function workspacesByName(): Map<string, string> {
  const root = readJson(path.join(REPO_ROOT, 'package.json'));
  const folders = Array.isArray(root?.workspaces) ? (root.workspaces as string[]) : [];
  return new Map(
    folders.flatMap((folder) => {
      const name = readJson(path.join(REPO_ROOT, folder, 'package.json'))?.name;
      return typeof name === 'string' ? [[name, folder] as [string, string]] : [];
    }),
  );
}

/**
 * The folders a package's build is made of: its workspace and every workspace it depends on, however
 * indirectly (shared-config for every front end), plus the root manifest and lockfile that pin what
 * they install.
 */
export function buildInputs(workspace: string): string[] {
  const byName = workspacesByName();
  const seen = new Set<string>();
  const visit = (folder: string) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    const manifest = readJson(path.join(REPO_ROOT, folder, 'package.json')) ?? {};
    // A workspace among devDependencies serves the package's tests and dev server (local-site), not its build.
    for (const field of ['dependencies', 'peerDependencies']) {
      const deps = manifest[field];
      if (typeof deps !== 'object' || deps === null) continue;
      for (const dependency of Object.keys(deps)) {
        const other = byName.get(dependency);
        if (other) visit(other);
      }
    }
  };
  visit(path.relative(REPO_ROOT, workspace));
  return [...[...seen].sort(), 'package.json', 'package-lock.json'];
}

/**
 * The version in a package's package.json, the git commit the checkout is at, and whether every
 * folder its build includes was committed (null outside a checkout).
 */
export function provenanceOf(name: PackageName): Provenance {
  const workspace = workspaceDir(name);
  const value = readJson(path.join(workspace, 'package.json'))?.version;
  const version = typeof value === 'string' ? value : null;
  try {
    return {
      version,
      commit: git(['rev-parse', 'HEAD']),
      committed: git(['status', '--porcelain', '--', ...buildInputs(workspace)]) === '',
    };
  } catch {
    return { version, commit: null, committed: null };
  }
}
