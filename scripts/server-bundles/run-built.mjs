// `npm run release`: runs a workspace's built entry (`<workspace>/dist/<entry>.js`) with plain node,
// building it first when it is missing or older than a source it was made from, so a fresh clone
// after `npm install`, or a checkout that changed the sources, never runs a stale bundle. The build's
// own output goes to stderr: stdout carries what the entry prints alone.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [workspace, entry] = process.argv.splice(2, 2);
if (!workspace || !entry) {
  console.error('usage: run-built.mjs <workspace> <entry> [arguments of the entry...]');
  process.exit(2);
}
const dist = path.join(repoRoot, workspace, 'dist');
const bundle = path.join(dist, `${entry}.js`);

const modified = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/** Whether the bundle is missing, or a source it was made from changed (or went) since it was built. */
function isStale() {
  const built = modified(path.join(dist, 'bundle-inputs.json'));
  if (built === null || modified(bundle) === null) return true;
  const { inputs } = JSON.parse(readFileSync(path.join(dist, 'bundle-inputs.json'), 'utf8'));
  return inputs.some((input) => {
    const time = modified(path.join(repoRoot, input));
    return time === null || time > built;
  });
}

if (isStale()) {
  const build = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], {
    cwd: repoRoot,
    stdio: ['ignore', 2, 2],
  });
  if (build.status !== 0) {
    console.error(`cannot build ${workspace}'s ${entry}: npm run build -w ${workspace} failed`);
    process.exit(1);
  }
}

createRequire(import.meta.url)(bundle);
