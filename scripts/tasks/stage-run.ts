import { turboArguments, type Selection, type Stage, type StageResult } from './stages';
import { runTurbo, taskCounts } from './turbo';

/**
 * One stage through the task graph. `grep` picks the end-to-end tests by title or tag (E2E_GREP,
 * which the e2e task's key includes: a team's run and the whole suite are cached apart).
 */
export async function runStage(stage: Stage, selection: Selection, grep?: string): Promise<StageResult> {
  console.log(`\n── ${stage.name}${grep ? ` (${grep})` : ''} ──`);
  const env = {
    ...(selection.affectedSince ? { TURBO_SCM_BASE: selection.affectedSince } : {}),
    ...(grep ? { E2E_GREP: grep } : {}),
  };
  const run = await runTurbo(turboArguments(stage, selection), env);
  return {
    name: stage.name,
    outcome: run.exitCode === 0 ? 'passed' : 'failed',
    seconds: run.seconds,
    ...(run.summary ? { tasks: taskCounts(run.summary) } : {}),
    ...(grep ? { note: `tests matching ${grep}` } : {}),
  };
}
