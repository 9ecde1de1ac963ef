// `npm test`: every stage of the checks in order (lint, typecheck, unit, build, e2e), each through the
// task graph, so a result whose inputs did not change comes from the cache. A failed stage does not
// stop the next ones; the run ends with each stage's result and time, and fails if any failed.
// `npm run lint`, `typecheck`, `test:unit`, `build` and `test:e2e` run one stage the same way.
//
//   run-stages.ts [stage...] [--force] [--grep <pattern>]
//     --force   run every task again instead of taking its result from the cache
//     --grep    the end-to-end tests whose title or tags match (`--grep @recruitment`)
import { parseArgs } from 'node:util';
import { isStageName, STAGES, stageNamed, summaryTable, type Stage, type StageResult } from './stages';
import { runStage } from './stage-run';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, grep: { type: 'string' } },
  });
  const unknown = positionals.filter((name) => !isStageName(name));
  if (unknown.length > 0) {
    throw new Error(
      `no stage named ${unknown.join(', ')}: the stages are ${STAGES.map(({ name }) => name).join(', ')}`,
    );
  }
  const stages: readonly Stage[] = positionals.length > 0 ? positionals.filter(isStageName).map(stageNamed) : STAGES;

  const started = performance.now();
  const results: StageResult[] = [];
  for (const stage of stages) {
    const needed = results.find((result) => result.name === stage.needs);
    if (needed && needed.outcome !== 'passed') {
      results.push({ name: stage.name, outcome: 'not run', seconds: 0, note: `${needed.name} failed` });
      continue;
    }
    results.push(await runStage(stage, { force: values.force }, values.grep));
  }
  if (stages.length > 1) console.log(`\n${summaryTable(results, (performance.now() - started) / 1000)}`);
  if (results.some((result) => result.outcome !== 'passed')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
