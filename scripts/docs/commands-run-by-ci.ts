// The commands CI or the tests run, each with where, and the text that shows it does: the check
// reads that file (or npm script) and fails when the text is gone, so this list cannot claim a run
// that no longer happens.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

interface PackageJson {
  scripts?: Record<string, string>;
}

export function packageScripts(workspace: string | null): Record<string, string> {
  const file = path.join(REPO_ROOT, workspace ?? '', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as PackageJson).scripts ?? {};
}

export interface CiRun {
  /** A command as the docs show it; a longer shown command starting with it is covered too. */
  command: string;
  /** A file of the repository, or `npm run <script>` for the text of a root script. */
  ranBy: string;
  /** Text that `ranBy` holds only while it runs the command. */
  evidence: string;
}

/**
 * `node --enable-source-maps dist/main.js` in workspace edge → `['--enable-source-maps',
 * 'edge/dist/main.js'`: the arguments a test spawns node with to run the same thing (open-ended: it
 * may pass more).
 */
function spawnArguments(script: string, workspace: string | null = null): string {
  const [node, ...args] = script.split(' ');
  if (node !== 'node') throw new Error(`not a node command: ${script}`);
  const file = args.pop() ?? '';
  const words = [...args, workspace ? `${workspace}/${file}` : file];
  return `[${words.map((word) => `'${word}'`).join(', ')}`;
}

/** The root scripts that run one stage of `npm test`, and the stage. */
const STAGE_SCRIPTS = [
  ['lint', 'lint'],
  ['typecheck', 'typecheck'],
  ['test:unit', 'unit'],
  ['build', 'build'],
  ['test:e2e', 'e2e'],
  ['test:browsers', 'browsers'],
] as const;

export function ciRuns(): CiRun[] {
  const root = packageScripts(null);
  const [, startServe] = (root.start ?? '').split(' && ');
  // The flags `npm start` gives its serve step (--publish-changed, --release-service).
  const startFlags = (startServe ?? '')
    .split(' ')
    .filter((word) => /^--[a-z]/.test(word) && word !== '--enable-source-maps');
  const releaseCommands = [
    'publish',
    'preview',
    'activate',
    'rollback',
    'halt',
    'list',
    'log',
    'gc',
    'override',
    'local',
    'rollout',
    '--help',
  ];
  return [
    { command: 'npm ci', ranBy: '.ci/run', evidence: 'npm ci' },
    { command: 'npm install', ranBy: '.ci/run', evidence: '|| npm install' },
    { command: 'npm test', ranBy: '.ci/run', evidence: '\nnpm test' },
    // `npm test` runs every stage of scripts/tasks/stages.ts; `npm run lint`, `typecheck`, `test:unit`,
    // `build` and `test:e2e` each run one of them, and each stage runs the tasks it names.
    ...STAGE_SCRIPTS.map(([script, stage]) => ({
      command: `npm run ${script}`,
      ranBy: 'scripts/tasks/stages.ts',
      evidence: `{ name: '${stage}', tasks: [`,
    })),
    ...['lint:code', 'lint:format', 'lint:unused', 'lint:workflows', 'typecheck:root', 'test:root'].map((task) => ({
      command: `npm run ${task}`,
      ranBy: 'scripts/tasks/stages.ts',
      evidence: `'${task}'`,
    })),
    { command: 'npx jest', ranBy: 'npm run test:root', evidence: 'jest --selectProjects' },
    { command: 'npx eslint', ranBy: 'npm run lint:code', evidence: 'eslint .' },
    // The end-to-end stage runs the e2e workspace's script, Playwright with the suite's config.
    {
      command: 'npx playwright test -c e2e/playwright.config.ts',
      ranBy: 'e2e/package.json',
      evidence: '"e2e": "playwright test -c playwright.config.ts',
    },
    // `npm start` is `npm run build` (the build stage) and then the local start the end-to-end tests' edge runs.
    { command: 'npm start', ranBy: 'npm run start', evidence: 'npm run build && ' },
    // Its serve step is the suite's site (`purpose: 'site'`): the local start (below) with the same flags.
    {
      command: 'npm start',
      ranBy: 'edge/src/test-support/test-edge.ts',
      evidence: `SITE_ARGS = [${startFlags.map((flag) => `'${flag}'`).join(', ')}]`,
    },
    // Every test edge's local start; the drills' edges run it (startEdgeProcess).
    {
      command: 'npm run serve',
      ranBy: 'edge/src/test-support/test-edge.ts',
      evidence: spawnArguments(root.serve ?? ''),
    },
    // The staleness check runs the script itself, in its checking mode.
    {
      command: 'npm run openapi',
      ranBy: 'scripts/openapi/api-documents.test.ts',
      evidence: spawnArguments(root.openapi ?? ''),
    },
    // The drill script runs one file of the drills project, which the whole end-to-end run includes.
    { command: 'npm run drill:topology', ranBy: 'npm run drill:topology', evidence: '--project=drills' },
    { command: 'npm run drill:topology', ranBy: 'e2e/playwright.config.ts', evidence: "testDir: './drills'" },
    {
      command: 'npm run build -w',
      ranBy: 'releases/src/control-plane/cli/release-cli.ts',
      evidence: "'run', 'build', '--silent', '-w'",
    },
    ...releaseCommands.map((name) => ({
      command: `npm run release -- ${name}`,
      ranBy: 'releases/src/control-plane/cli/release-cli.test.ts',
      evidence: `release('${name}'`,
    })),
    {
      command: 'npm run release -- webhook',
      ranBy: 'releases/src/control-plane/cli/release-cli-service.test.ts',
      evidence: "release('webhook'",
    },
    {
      command: 'npm run release -- token',
      ranBy: 'releases/src/control-plane/cli/release-cli-service.test.ts',
      evidence: "release('token'",
    },
    // Each team's workflow steps (.github/workflows/): the test runs them in order as the workflow
    // gives them; the build, which the workflow test stands in for, where it builds nothing.
    { command: 'npm run pipeline', ranBy: 'scripts/pipeline/pipeline.test.ts', evidence: "['run', 'pipeline'" },
    {
      command: 'npm run pipeline -- build',
      ranBy: 'scripts/pipeline/pipeline.test.ts',
      evidence: "pipeline(['build', 'recruitment', '--base', 'HEAD'])",
    },
    {
      command: 'npm run pipeline -- publish',
      ranBy: 'scripts/pipeline/workflows.test.ts',
      evidence: 'expect(run.executed).toEqual([`npm run pipeline -- publish ${team} --preview`])',
    },
    // The release script itself, as a team runs it from a terminal: its exit code and streams.
    {
      command: 'npm run release',
      ranBy: 'releases/src/control-plane/cli/release-cli.test.ts',
      evidence: spawnArguments(root.release ?? ''),
    },
    // The drills start the release service as production does: node on its bundle.
    {
      command: 'npm run release-service',
      ranBy: 'e2e/support/release-service.ts',
      evidence: spawnArguments(root['release-service'] ?? ''),
    },
    {
      command: 'node --enable-source-maps releases/dist/service/release-service.js',
      ranBy: 'e2e/support/release-service.ts',
      evidence: spawnArguments('node --enable-source-maps releases/dist/service/release-service.js'),
    },
    // The production start, which the topology drill's edges run (`entry: 'production'`).
    {
      command: 'npm run start -w edge',
      ranBy: 'edge/src/test-support/test-edge.ts',
      evidence: spawnArguments(packageScripts('edge').start ?? '', 'edge'),
    },
    { command: 'npm run start -w edge', ranBy: 'e2e/drills/topology.spec.ts', evidence: "entry: 'production'" },
    {
      command: 'npm run start -w provider-api',
      ranBy: 'e2e/drills/topology.spec.ts',
      evidence: spawnArguments(packageScripts('provider-api').start ?? '', 'provider-api'),
    },
    {
      command: 'node --enable-source-maps edge/dist/main.js',
      ranBy: 'edge/src/test-support/test-edge.ts',
      evidence: spawnArguments('node --enable-source-maps edge/dist/main.js'),
    },
  ];
}

/** The text a run's `ranBy` holds: a file's content, or a root npm script's command. */
export function ranByText(ranBy: string): string {
  const script = /^npm run (\S+)$/.exec(ranBy);
  if (script) return packageScripts(null)[script[1] ?? ''] ?? '';
  return readFileSync(path.join(REPO_ROOT, ranBy), 'utf8');
}
