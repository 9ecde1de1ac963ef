import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export interface ReleaseRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The last line it printed (publish prints the new release id there). */
  last: string;
}

/** `npm run release -- <args>`, as a team runs it from a terminal on the same checkout. */
export function release(args: string[], env: Record<string, string>): ReleaseRun {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'edge/src/releases/release-cli.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines = run.stdout.trim().split('\n');
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, last: lines[lines.length - 1] ?? '' };
}
