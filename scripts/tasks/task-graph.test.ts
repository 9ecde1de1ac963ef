import path from 'node:path';
import { dryRun, type RunSummary } from './turbo';

type Task = RunSummary['tasks'][number];

// The graph as turbo resolves it: every package's test and transit task, with the files each hashes.
const graph = dryRun(['run', 'test', 'transit']);
const taskNamed = (id: string): Task => {
  const task = graph.tasks.find((candidate) => candidate.taskId === id);
  if (!task) throw new Error(`the graph has no task ${id}`);
  return task;
};

/** The files a task hashes, from the repository's root. */
const inputsOf = (task: Task): string[] =>
  Object.keys(task.inputs ?? {}).map((file) => path.posix.normalize(path.posix.join(task.directory ?? '.', file)));

/** What a package's `transit` chain hashes: its files and those of every transit it depends on. */
function chainInputs(workspace: string): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [`${workspace}#transit`];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const task = taskNamed(id);
    inputsOf(task).forEach((file) => files.add(file));
    pending.push(...(task.dependencies ?? []));
  }
  return files;
}

// The root files every package's test reads, besides its transit chain.
const TEST_ROOT_FILES = ['jest.config.js', 'tsconfig.base.json'];
const workspaceOf = (task: Task) => task.taskId.split('#')[0] ?? '';
const tests = graph.tasks.filter((task) => task.taskId.endsWith('#test'));
const startingAtOnce = tests.filter((task) => !(task.dependencies ?? []).includes(`${workspaceOf(task)}#transit`));

describe('the task graph', () => {
  it('starts the edge’s and the releases’ tests at once, every other package’s after its transit chain', () => {
    expect(startingAtOnce.map((task) => [task.taskId, task.dependencies])).toEqual([
      ['edge#test', []],
      ['releases#test', []],
    ]);
  });

  it.each(startingAtOnce.map((task) => [task.taskId, task] as const))(
    'runs %s again for whatever its transit chain would, and nothing git ignores',
    (_id, task) => {
      const workspace = workspaceOf(task);
      const ownFile = (file: string) => file.startsWith(`${workspace}/`);
      const hashed = inputsOf(task);
      const chain = [...chainInputs(workspace)];
      // Of the other workspaces, exactly the chain's files; the test's root files; the lockfile, which
      // the chain holds as each workspace's dependencies.
      expect(hashed.filter((file) => !ownFile(file)).sort()).toEqual(
        [...chain.filter((file) => !ownFile(file)), ...TEST_ROOT_FILES, 'package-lock.json'].sort(),
      );
      // Of its own, what its transit hashes, and its tests.
      const isTest = (file: string) => /\.test\.tsx?$/.test(file);
      const own = hashed.filter(ownFile);
      expect(own.filter((file) => !isTest(file)).sort()).toEqual(chain.filter(ownFile).sort());
      expect(own.some(isTest)).toBe(true);
    },
  );
});
