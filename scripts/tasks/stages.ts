// The stages of `npm test`, in order, and the tasks of the graph (turbo.jsonc) each runs: every
// workspace's task of that name, and the repository's own (the root's `:root` tasks).

export type StageName = 'lint' | 'typecheck' | 'unit' | 'build' | 'e2e' | 'browsers';

export interface Stage {
  name: StageName;
  tasks: readonly string[];
  /**
   * How many tasks at once, when not one per core: Playwright uses every core itself; the unit tests
   * wait on the processes they start.
   */
  concurrency?: number;
  /** The stage whose failure leaves this one nothing to run: the end-to-end tests need the builds. */
  needs?: StageName;
}

export const STAGES: readonly Stage[] = [
  // ESLint and Prettier each one process over the whole repository, beside knip and the workflows' schema.
  { name: 'lint', tasks: ['lint:code', 'lint:format', 'lint:unused', 'lint:workflows'] },
  // One program over the whole repository (tsconfig.json).
  { name: 'typecheck', tasks: ['typecheck:root'] },
  // Three packages' jest at once, each on every core (the edge's and releases' on three, their test
  // scripts' --maxWorkers): the edge's and the releases', the longest, start first (turbo.jsonc) and
  // their tests wait on the processes they start (edges, render processes, Redis); the third slot
  // takes the other packages one by one. From a cold jest cache the stage keeps both cores busy to
  // its end: 115 s with two, three or four at once. When the graph started those two last (through
  // their transit chains), three took 124 s and left 18 s of CPU idle, two 132 s and 31 s.
  // `test:site-table`: the shell's and the edge's tests that read the checkout's route table (turbo.jsonc).
  { name: 'unit', tasks: ['test', 'test:site-table', 'test:root'], concurrency: 3 },
  { name: 'build', tasks: ['build'] },
  { name: 'e2e', tasks: ['e2e'], concurrency: 1, needs: 'build' },
  // Firefox ESR and WebKitGTK (e2e/browsers/), on the same builds.
  { name: 'browsers', tasks: ['browsers'], concurrency: 1, needs: 'build' },
];

export const isStageName = (name: string): name is StageName => STAGES.some((stage) => stage.name === name);

export function stageNamed(name: StageName): Stage {
  const stage = STAGES.find((candidate) => candidate.name === name);
  if (!stage) throw new Error(`no stage named ${name}`);
  return stage;
}

/** How a stage's tasks are picked in the graph. */
export interface Selection {
  /** Only the tasks whose inputs changed since this commit (`npm run check`), not every task. */
  affectedSince?: string;
  /** Only these workspaces' tasks (turbo's --filter). */
  workspaces?: readonly string[];
  /** Run every task again, the cache read by none (its results are still written). */
  force?: boolean;
}

/** The arguments of `turbo` that run one stage. */
export function turboArguments(stage: Stage, selection: Selection = {}): string[] {
  return [
    'run',
    ...stage.tasks,
    // Every task whose own prerequisites passed still runs: one failed package does not hide another's result.
    '--continue=dependencies-successful',
    // A result from the cache is reported by one line, not its whole log again.
    '--output-logs=new-only',
    ...(stage.concurrency ? [`--concurrency=${stage.concurrency}`] : []),
    ...(selection.affectedSince ? ['--affected'] : []),
    ...(selection.workspaces ?? []).map((workspace) => `--filter=${workspace}`),
    ...(selection.force ? ['--force'] : []),
    '--summarize',
  ];
}

/** `skipped`: nothing of the stage was affected; `not run`: the stage it needs failed. */
type Outcome = 'passed' | 'failed' | 'skipped' | 'not run';

export interface StageResult {
  name: string;
  outcome: Outcome;
  seconds: number;
  /** Tasks with a command that ran or came from the cache, and of those from the cache. */
  tasks?: { total: number; cached: number; failed: readonly string[] };
  /** Why a stage did not run, or what it ran when that is not the whole stage. */
  note?: string;
}

function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

function detail(result: StageResult): string {
  const parts: string[] = [];
  if (result.tasks) {
    const { total, cached, failed } = result.tasks;
    parts.push(`${total} task${total === 1 ? '' : 's'}, ${cached} from the cache`);
    if (failed.length > 0) parts.push(`failed: ${failed.join(', ')}`);
  }
  if (result.note) parts.push(result.note);
  return parts.join('; ');
}

/**
 * The table printed at the end of a run: each stage's result and time, then the whole run's:
 * `wallSeconds` when given (what the run took, turbo's start-up between stages included), else their sum.
 */
export function summaryTable(results: readonly StageResult[], wallSeconds?: number): string {
  const total = wallSeconds ?? results.reduce((sum, result) => sum + result.seconds, 0);
  const failed = results.some((result) => result.outcome === 'failed' || result.outcome === 'not run');
  const rows = [
    ...results.map((result) => [result.name, result.outcome, formatDuration(result.seconds), detail(result)]),
    ['all', failed ? 'failed' : 'passed', formatDuration(total), ''],
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column < 3 ? cell.padEnd(widths[column] ?? 0) : cell))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
