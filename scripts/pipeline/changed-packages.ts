// Which of a team's packages a change reaches: a package is built and released again when a changed
// file is one of its build's inputs (its workspace, a workspace it is built from such as shared-config,
// the root manifest or the lockfile), the folders its release's provenance is read from too.
import { execFileSync } from 'node:child_process';
import { buildInputs } from 'releases/control-plane';
import { workspaceDir, type PackageName } from 'releases/model';
import { REPO_ROOT } from 'shared-config/server';

const git = (args: string[]): string =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/** The packages among `packages` whose build includes one of `changed` (paths from the repository root). */
export function packagesChanged(packages: readonly PackageName[], changed: readonly string[]): PackageName[] {
  return packages.filter((name) => {
    const inputs = buildInputs(workspaceDir(name));
    return changed.some((file) => inputs.some((input) => file === input || file.startsWith(`${input}/`)));
  });
}

export type ChangedFiles = { files: string[]; since: string } | { files: null; why: string };

/**
 * The files that differ between HEAD and its merge base with `base`. None to compare with (no base, a
 * push that created the branch: GitHub's `before` is then all zeros, a base the history lacks) gives
 * null and why, and the caller builds everything.
 */
export function changedSince(base: string | undefined): ChangedFiles {
  if (!base || /^0+$/.test(base)) return { files: null, why: 'no earlier commit to compare with' };
  let since: string;
  try {
    since = git(['merge-base', base, 'HEAD']).trim();
  } catch {
    return { files: null, why: `${base} is not in this checkout's history` };
  }
  const files = git(['diff', '--name-only', '--no-renames', since, 'HEAD']).split('\n').filter(Boolean);
  return { files, since };
}
