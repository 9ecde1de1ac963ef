import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dryRun, REPO_ROOT, type RunSummary } from './turbo';

// The checkout's route table (local-site, composed from the remotes' route files) is read by
// local-site's own tests, the end-to-end suite, the dev servers and, in the shell and the edge, the
// unit tests named `*.site-table.test.ts(x)`, which the graph runs as their package's
// `test:site-table`. A route change reruns those, and neither those packages' other tests nor their
// builds (which never read it).

type Task = RunSummary['tasks'][number];

const graph = dryRun(['run', 'build', 'test', 'test:site-table', 'transit']);
const byId = new Map(graph.tasks.map((task) => [task.taskId, task]));
const inputsOf = (task: Task): string[] =>
  Object.keys(task.inputs ?? {}).map((file) => path.posix.normalize(path.posix.join(task.directory ?? '.', file)));

/** The tasks with a command that a change to `file` reruns: those hashing it, and all that depend on one. */
function rerunBy(file: string): string[] {
  if (!graph.tasks.some((task) => inputsOf(task).includes(file))) throw new Error(`no task hashes ${file}`);
  const memo = new Map<string, boolean>();
  const reruns = (id: string): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false);
    const task = byId.get(id);
    const result = !!task && (inputsOf(task).includes(file) || (task.dependencies ?? []).some(reruns));
    memo.set(id, result);
    return result;
  };
  return graph.tasks
    .filter((task) => task.command !== '<NONEXISTENT>' && reruns(task.taskId))
    .map((task) => task.taskId)
    .sort();
}

const MARKETING_ROUTES = 'marketing-remote/src/routes/marketing-routes.js';
const CAREERS_ROUTES = 'careers-remote/src/routes/careers-routes.js';

describe('what a route change reruns', () => {
  it.each([MARKETING_ROUTES, CAREERS_ROUTES])(
    '%s: its package, local-site and the tests that read the route table, not the builds or other tests of the shell and the edge',
    (file) => {
      const own = file.split('/')[0] ?? '';
      expect(rerunBy(file)).toEqual(
        [`${own}#build`, `${own}#test`, 'edge#test:site-table', 'local-site#test', 'shell#test:site-table'].sort(),
      );
    },
  );

  it("a page's text: its package's test and build alone", () => {
    expect(rerunBy('marketing-remote/src/features/home/home-hero.tsx')).toEqual([
      'marketing-remote#build',
      'marketing-remote#test',
    ]);
  });

  it("the shell's or the edge's own source still reruns all their tests", () => {
    expect(rerunBy('shell/src/app/routes.tsx')).toEqual(
      expect.arrayContaining(['shell#build', 'shell#test', 'shell#test:site-table']),
    );
    expect(rerunBy('edge/src/pages/canonical-link.ts')).toEqual(
      expect.arrayContaining(['edge#build', 'edge#test', 'edge#test:site-table']),
    );
  });
});

const manifest = (folder: string) =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8')) as {
    name: string;
    scripts?: Record<string, string>;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
const WORKSPACES = (manifest('.') as unknown as { workspaces: string[] }).workspaces;

/** A workspace's source files, from the repository's root. */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(REPO_ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|jsx?|mjs|cjs)$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file))
    .map((file) => path.posix.join(folder, file));
}

const IMPORT = /(?:from\s+|require\(\s*|import\(\s*)['"]([^'"]+)['"]/g;
const specifiers = (file: string) =>
  [...readFileSync(path.join(REPO_ROOT, file), 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? '');

/** The workspace's files that read local-site: importing it, or a file of the workspace that does. */
function readersOfTheTable(folder: string): Set<string> {
  const files = sourceFiles(folder);
  const known = new Set(files);
  const resolve = (from: string, specifier: string): string | undefined => {
    const base = path.posix.join(path.posix.dirname(from), specifier);
    return ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'].map((end) => base + end).find((f) => known.has(f));
  };
  const imports = new Map(
    files.map((file) => {
      const found = specifiers(file);
      const local = found.filter((s) => s.startsWith('.')).map((s) => resolve(file, s));
      return [file, { table: found.includes('local-site'), local: local.filter((f) => f !== undefined) }];
    }),
  );
  const readers = new Set(files.filter((file) => imports.get(file)?.table));
  for (let grew = true; grew;) {
    grew = false;
    for (const file of files) {
      if (!readers.has(file) && imports.get(file)?.local.some((f) => readers.has(f))) {
        readers.add(file);
        grew = true;
      }
    }
  }
  return readers;
}

const SITE_TABLE_TEST = /\.site-table\.test\.tsx?$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe('the unit tests that read the route table', () => {
  // local-site's own tests read nothing else; the end-to-end suite is one task that reads it whole.
  const packages = WORKSPACES.filter((folder) => folder !== 'local-site' && folder !== 'e2e');

  it.each(packages)('%s: are named *.site-table.test.*, and only they', (folder) => {
    const readers = [...readersOfTheTable(folder)].filter(isTest).sort();
    expect(readers).toEqual(
      sourceFiles(folder)
        .filter((file) => SITE_TABLE_TEST.test(file))
        .sort(),
    );
    if (readers.length > 0) expect(manifest(folder).scripts?.['test:site-table']).toEqual(expect.any(String));
  });

  it('are the shell’s and the edge’s, the packages with a test:site-table task', () => {
    const tasks = graph.tasks.filter(
      (task) => task.taskId.endsWith('#test:site-table') && task.command !== '<NONEXISTENT>',
    );
    expect(tasks.map((task) => task.taskId).sort()).toEqual(['edge#test:site-table', 'shell#test:site-table']);
  });
});

describe("each workspace's transit", () => {
  // local-site's own reads the remotes' route files alone (turbo.jsonc), not their transits.
  it.each(WORKSPACES.filter((folder) => folder !== 'local-site'))(
    '%s: needs the transit of every workspace its manifest lists, local-site only for the end-to-end suite',
    (folder) => {
      const { name, dependencies = {}, devDependencies = {} } = manifest(folder);
      const listed = Object.keys({ ...dependencies, ...devDependencies })
        .filter((dependency) => WORKSPACES.some((workspace) => manifest(workspace).name === dependency))
        .filter((dependency) => dependency !== 'local-site' || name === 'e2e');
      expect([...(byId.get(`${name}#transit`)?.dependencies ?? [])].sort()).toEqual(
        listed.map((dependency) => `${dependency}#transit`).sort(),
      );
    },
  );
});
