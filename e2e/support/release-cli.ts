import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export interface ReleaseRun {
  status: number | null;
  stdout: string;
  stderr: string;
  /** The last line it printed (publish prints the new release id there). */
  last: string;
}

/**
 * `npm run release -- <args>`, as a team runs it from a terminal on the same checkout. Asynchronous on
 * purpose: a synchronous run would freeze the test's own event loop for the length of a build, and a
 * kept-alive connection the edge closed meanwhile would then be reused and fail ("other side closed").
 */
export function release(args: string[], env: Record<string, string>): Promise<ReleaseRun> {
  // The built CLI, as `npm run release` runs it (rebuilt first should a source have changed since `npm run build`).
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', 'scripts/server-bundles/run-built.mjs', 'releases', 'cli/release', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => {
      const lines = stdout.trim().split('\n');
      resolve({ status, stdout, stderr, last: lines[lines.length - 1] ?? '' });
    });
  });
}
