import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Provenance } from './release-record';

const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** The version in a workspace's package.json, and the git commit it is at (null outside a checkout). */
export function provenanceOf(workspace: string): Provenance {
  let version: string | null = null;
  try {
    const { version: value } = JSON.parse(readFileSync(path.join(workspace, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    version = typeof value === 'string' ? value : null;
  } catch {
    // A build folder outside the repository has no package.json: the record says so with null.
  }
  try {
    return {
      version,
      commit: git(workspace, ['rev-parse', 'HEAD']),
      committed: git(workspace, ['status', '--porcelain', '--', '.']) === '',
    };
  } catch {
    return { version, commit: null, committed: null };
  }
}
