// `npm run lint:workflows`: every workflow in .github/workflows/ against GitHub's schema, with
// @action-validator/cli (offline: the schema is in its WebAssembly core). It cannot check the `paths`
// globs yet and says so for each file; scripts/pipeline/workflows.test.ts checks them against the tree.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folder = path.join(root, '.github', 'workflows');
const validator = path.join(root, 'node_modules', '.bin', 'action-validator');
const UNSUPPORTED_GLOBS = /^WARNING: Glob validation is not yet supported\./;

const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name));
let failed = 0;
for (const name of files) {
  const run = spawnSync(validator, [path.join(folder, name)], { encoding: 'utf8' });
  const said = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line && !UNSUPPORTED_GLOBS.test(line))
    .join('\n');
  if (run.status !== 0) {
    failed += 1;
    console.error(`.github/workflows/${name} is not a valid workflow:\n${said}`);
  } else if (said) console.log(said);
}
if (files.length === 0) {
  console.error('no workflows in .github/workflows/');
  process.exitCode = 1;
} else if (failed > 0) process.exitCode = 1;
else console.log(`${files.length} workflows valid: ${files.join(', ')}`);
