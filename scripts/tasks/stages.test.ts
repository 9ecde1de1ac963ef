import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { STAGES, stageNamed, summaryTable, turboArguments } from './stages';
import { taskCounts, type RunSummary } from './turbo';

const REPO_ROOT = path.resolve(__dirname, '../..');
const manifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8')) as {
    workspaces?: string[];
    scripts?: Record<string, string>;
  };
const graph = ts.parseConfigFileTextToJson('turbo.jsonc', readFileSync(path.join(REPO_ROOT, 'turbo.jsonc'), 'utf8'))
  .config as { tasks: Record<string, unknown> };
const workspaces = manifest('.').workspaces ?? [];

describe('the stages', () => {
  it('run every task the graph defines, the root tasks from root scripts', () => {
    const staged = STAGES.flatMap((stage) => stage.tasks);
    const defined = Object.keys(graph.tasks).filter((task) => task !== 'transit' && !task.includes('#'));
    const rootTasks = Object.keys(graph.tasks).flatMap((task) => (task.startsWith('//#') ? [task.slice(3)] : []));
    expect([...staged].sort()).toEqual([...defined, ...rootTasks].sort());
    for (const task of rootTasks) expect(manifest('.').scripts).toHaveProperty([task]);
  });

  it.each(workspaces)('find %s tested by its own tests, linted and typed by the whole repository', (workspace) => {
    const scripts = manifest(workspace).scripts ?? {};
    // No lint or program of its own: the repository's checks start once and read each file once (a
    // package's program would check again every source it imports).
    expect([scripts.lint, scripts.typecheck]).toEqual([undefined, undefined]);
    if (workspace === 'e2e') {
      expect(scripts.e2e).toMatch(/^playwright test -c playwright\.config\.ts/);
      return;
    }
    const jest = `jest -c ../jest.config.js --selectProjects ${workspace}`;
    // The edge's and the releases' tests wait on the edges, render processes and Redis they start: a
    // third worker on two cores takes the CPU they leave.
    const workers = ['edge', 'releases'].includes(workspace) ? ' --maxWorkers=3' : '';
    // The tests that read the checkout's route table, when it has any, are a task of their own
    // (turbo.jsonc's test:site-table); its `test` runs the others.
    if (scripts['test:site-table'] === undefined) expect(scripts.test).toBe(`${jest}${workers}`);
    else {
      expect(scripts.test).toBe(`${jest}${workers} --testPathPatterns '^(?!.*\\.site-table\\.test\\.)'`);
      expect(scripts['test:site-table']).toBe(`${jest} --testPathPatterns '\\.site-table\\.test\\.'`);
    }
  });

  it('stop after nothing: each package reports, one failure hides no other', () => {
    expect(turboArguments(stageNamed('lint'))).toEqual([
      'run',
      'lint:code',
      'lint:format',
      'lint:unused',
      'lint:workflows',
      '--continue=dependencies-successful',
      '--output-logs=new-only',
      '--summarize',
    ]);
  });

  it('run the unit tests three packages at a time, the affected ones for a check', () => {
    const args = turboArguments(stageNamed('unit'), { affectedSince: 'abc123', force: true });
    expect(args).toEqual(expect.arrayContaining(['test', 'test:site-table', 'test:root', '--affected', '--force']));
    expect(args.filter((arg) => arg.startsWith('--concurrency'))).toEqual(['--concurrency=3']);
  });

  it('type the whole repository in one program that includes every folder a package types', () => {
    const parse = (folder: string) => {
      const file = path.join(REPO_ROOT, folder, 'tsconfig.json');
      const { config } = ts.readConfigFile(file, ts.sys.readFile);
      return ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(file)).fileNames;
    };
    const repository = new Set(parse('.'));
    const missed = workspaces.flatMap((workspace) => parse(workspace).filter((file) => !repository.has(file)));
    expect(missed).toEqual([]);
    expect(stageNamed('typecheck').tasks).toEqual(['typecheck:root']);
    expect(manifest('.').scripts?.['typecheck:root']).toMatch(/tsc -p tsconfig\.json/);
  });
});

describe('the summary of a run', () => {
  it("gives each stage's result, time and tasks, and fails the run when a stage failed or could not run", () => {
    const table = summaryTable([
      { name: 'lint', outcome: 'passed', seconds: 4.2, tasks: { total: 13, cached: 12, failed: [] } },
      { name: 'unit', outcome: 'failed', seconds: 125, tasks: { total: 12, cached: 3, failed: ['edge#test'] } },
      { name: 'build', outcome: 'failed', seconds: 30 },
      { name: 'e2e', outcome: 'not run', seconds: 0, note: 'build failed' },
    ]);
    expect(table.split('\n')).toEqual([
      'lint   passed   4 s         13 tasks, 12 from the cache',
      'unit   failed   2 min 05 s  12 tasks, 3 from the cache; failed: edge#test',
      'build  failed   30 s',
      'e2e    not run  0 s         build failed',
      'all    failed   2 min 39 s',
    ]);
  });

  it('gives the time the whole run took when it is given', () => {
    const table = summaryTable(
      [
        { name: 'lint', outcome: 'passed', seconds: 60 },
        { name: 'build', outcome: 'passed', seconds: 90 },
      ],
      95,
    );
    expect(table.split('\n').at(-1)).toBe('all    passed  1 min 35 s');
  });

  it('passes a run whose skipped stages had nothing to do', () => {
    const table = summaryTable([
      { name: 'lint', outcome: 'passed', seconds: 1 },
      { name: 'e2e', outcome: 'skipped', seconds: 0, note: 'no change reaches the site' },
    ]);
    expect(table.split('\n').at(-1)).toBe('all   passed   1 s');
  });
});

describe("turbo's run summary", () => {
  it('counts the tasks that have a command, those from the cache and those that failed', () => {
    const task = (taskId: string, command: string, status: 'HIT' | 'MISS', exitCode: number | null = 0) => ({
      taskId,
      command,
      cache: { status },
      execution: { exitCode },
    });
    const summary: RunSummary = {
      tasks: [
        task('shell#transit', '<NONEXISTENT>', 'MISS', null),
        task('shell#test', 'jest', 'HIT'),
        task('edge#test', 'jest', 'MISS', 1),
        task('//#lint:code', 'eslint .', 'MISS'),
      ],
    };
    expect(taskCounts(summary)).toEqual({ total: 3, cached: 1, failed: ['edge#test'] });
  });
});
