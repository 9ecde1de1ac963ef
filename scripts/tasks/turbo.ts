// Runs the task graph (turbo.jsonc) with turbo from node_modules: no telemetry, nothing sent anywhere,
// and each run's summary read back for the tasks it ran and took from the cache.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
const TURBO = path.join(REPO_ROOT, 'node_modules', '.bin', 'turbo');
// Where `--summarize` writes each run's summary.
const RUN_SUMMARIES = path.join(REPO_ROOT, '.turbo', 'runs');

function turboEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...extra };
}

/** The part of turbo's run summary (`--summarize`, `--dry=json`) read here. */
export interface RunSummary {
  tasks: {
    taskId: string;
    directory?: string;
    command: string;
    inputs?: Record<string, string>;
    /** The tasks it needs (`dependsOn`, resolved). */
    dependencies?: string[];
    cache: { status: 'HIT' | 'MISS' };
    execution?: { exitCode: number | null };
  }[];
  globalCacheInputs?: { files: Record<string, string> };
}

// turbo's placeholder for a task with no script in its package (a transit node, a package without lint…).
const NO_COMMAND = '<NONEXISTENT>';

/** The tasks that ran a command or took its result from the cache, the cached ones, the failed ones. */
export function taskCounts(summary: RunSummary): { total: number; cached: number; failed: string[] } {
  const tasks = summary.tasks.filter((task) => task.command !== NO_COMMAND);
  return {
    total: tasks.length,
    cached: tasks.filter((task) => task.cache.status === 'HIT').length,
    failed: tasks.filter((task) => (task.execution?.exitCode ?? 0) !== 0).map((task) => task.taskId),
  };
}

const summaryFiles = (): string[] => {
  try {
    return readdirSync(RUN_SUMMARIES).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
};

export interface TurboRun {
  exitCode: number;
  seconds: number;
  summary: RunSummary | null;
}

/** `turbo <args>` in the repository, its output on this terminal; its summary, if it wrote one, read and removed. */
export function runTurbo(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<TurboRun> {
  const before = new Set(summaryFiles());
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(TURBO, args, { cwd: REPO_ROOT, env: turboEnvironment(env), stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const written = summaryFiles().filter((name) => !before.has(name));
      const summaries = written.map((name) => JSON.parse(readFileSync(path.join(RUN_SUMMARIES, name), 'utf8')));
      for (const name of written) rmSync(path.join(RUN_SUMMARIES, name), { force: true });
      resolve({ exitCode: code ?? (signal ? 1 : 0), seconds, summary: (summaries[0] as RunSummary) ?? null });
    });
  });
}

/** What turbo would run for `args`, without running it (`--dry=json`). */
export function dryRun(args: readonly string[], env: NodeJS.ProcessEnv = {}): RunSummary {
  const result = spawnSync(TURBO, [...args, '--dry=json'], {
    cwd: REPO_ROOT,
    env: turboEnvironment(env),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`turbo ${args.join(' ')} --dry=json failed:\n${result.stderr}`);
  return JSON.parse(result.stdout) as RunSummary;
}
