// `npm run lint:root`: ESLint and Prettier over the repository's own files outside the workspaces
// (scripts/, bench/, lint/, docs, configuration). Each workspace lints its own folder
// (`npm run lint -w <workspace>`), so no file is checked twice.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');
const { workspaces } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
  workspaces: string[];
};
const insideWorkspaces = workspaces.map((folder) => `${folder}/**`);

function run(tool: string, args: string[]): boolean {
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules', '.bin', tool), args, {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  return result.status === 0;
}

const linted = run('eslint', ['.', ...insideWorkspaces.flatMap((glob) => ['--ignore-pattern', glob])]);
const formatted = run('prettier', ['--check', '.', ...insideWorkspaces.map((glob) => `!${glob}`)]);
if (!linted || !formatted) process.exitCode = 1;
