// `npm run check`: the checks of what this checkout changed against its base (main, or `--base <ref>`):
// the commits not on the base, staged and unstaged changes, new files. The lint, type checks and unit
// tests whose inputs changed, and those of what depends on them; the builds; of the end-to-end suite,
// what endToEndPlan picks (a team's tagged specs and the composition smoke, or all of it). Every stage
// is reported as `npm test` reports it, and the run fails if any failed.
//
//   check-affected.ts [--base <ref>] [--force]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { codeOwnerRules, endToEndPlan } from './affected';
import { runStage } from './stage-run';
import { stageNamed, summaryTable, type StageResult } from './stages';
import { dryRun, REPO_ROOT } from './turbo';

const git = (args: string[]): string => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
const lines = (text: string): string[] => text.split('\n').filter(Boolean);

function refExists(ref: string): boolean {
  try {
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** Files changed since `commit`: in commits after it, staged, unstaged, and new files git does not ignore. */
function changedSince(commit: string): string[] {
  const tracked = lines(git(['diff', '--name-only', '--no-renames', commit]));
  const untracked = lines(git(['ls-files', '--others', '--exclude-standard']));
  return [...new Set([...tracked, ...untracked])].sort();
}

/**
 * Whether a file feeds the end-to-end suite: an input of the suite's task or of a task it needs (the
 * builds, the source of the workspaces it imports), as the task graph hashes them; a deleted file,
 * when it was in one of those tasks' packages; and the root manifest, lockfile and graph, which every
 * task's key includes.
 */
function suiteInputs(): (file: string) => boolean {
  const graph = dryRun(['run', 'e2e', '--filter=e2e']);
  const inputs = new Set(['package.json', 'package-lock.json', 'turbo.jsonc']);
  for (const task of graph.tasks) {
    for (const file of Object.keys(task.inputs ?? {})) inputs.add(path.posix.join(task.directory ?? '', file));
  }
  const folders = [...new Set(graph.tasks.map((task) => task.directory).filter(Boolean))];
  const deletedFromGraph = (file: string) =>
    !existsSync(path.join(REPO_ROOT, file)) &&
    !/\.test\.tsx?$/.test(file) &&
    folders.some((folder) => file.startsWith(`${folder}/`));
  return (file) => inputs.has(file) || deletedFromGraph(file);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { base: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  const base = values.base ?? (refExists('main') ? 'main' : 'HEAD');
  if (!refExists(base)) throw new Error(`--base ${base}: no such commit`);
  const since = git(['merge-base', base, 'HEAD']).trim();
  const changed = changedSince(since);
  const against = `${base} (${since.slice(0, 10)})`;
  if (changed.length === 0) {
    console.log(`Nothing changed against ${against}.`);
    return;
  }
  const folders = [...new Set(changed.map((file) => (file.includes('/') ? file.split('/')[0] : '.')))];
  console.log(`${changed.length} files changed against ${against}, in ${folders.join(', ')}`);

  const rules = codeOwnerRules(readFileSync(path.join(REPO_ROOT, '.github', 'CODEOWNERS'), 'utf8'));
  const plan = endToEndPlan(changed, rules, suiteInputs());
  console.log(`End-to-end: ${plan.reason}`);

  const affected = { affectedSince: since, force: values.force };
  const results: StageResult[] = [];
  for (const name of ['lint', 'typecheck', 'unit'] as const) results.push(await runStage(stageNamed(name), affected));
  // The suite runs against every build: those that did not change come from the cache.
  const build = await runStage(stageNamed('build'), plan.run === 'none' ? affected : { force: values.force });
  results.push(build);
  if (plan.run === 'none') results.push({ name: 'e2e', outcome: 'skipped', seconds: 0, note: plan.reason });
  else if (build.outcome !== 'passed')
    results.push({ name: 'e2e', outcome: 'not run', seconds: 0, note: 'build failed' });
  else {
    const grep = plan.run === 'tagged' ? plan.grep : undefined;
    results.push(await runStage(stageNamed('e2e'), { force: values.force }, grep));
  }
  console.log(`\n${summaryTable(results)}`);
  if (results.some((result) => result.outcome === 'failed' || result.outcome === 'not run')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
