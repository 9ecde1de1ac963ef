import { spawn } from 'node:child_process';
import path from 'node:path';
import { onCleanup } from './cleanup';
import { REPO_ROOT } from './repo-root';

const WEBPACK_CLI = path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
/** The single-bundle comparison build: the same pages as one bundle, without Module Federation. */
const SINGLE_BUNDLE_CONFIG = path.join(REPO_ROOT, 'bench', 'single-bundle', 'webpack.config.js');
export const SINGLE_BUNDLE_DIST = path.join(REPO_ROOT, 'bench', 'single-bundle', 'dist');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit' });
    const release = onCleanup(async () => void child.kill('SIGTERM'));
    child.once('error', reject);
    child.once('exit', (code) => {
      release();
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed with exit code ${code}`));
    });
  });
}

/** Production builds of the shell and the three remotes, then the single-bundle build of the same pages. */
export async function buildEverything(): Promise<void> {
  await run('npm', ['run', 'build']);
  await run(process.execPath, [WEBPACK_CLI, '--mode', 'production', '-c', SINGLE_BUNDLE_CONFIG]);
}
