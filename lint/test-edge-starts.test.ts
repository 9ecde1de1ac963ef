import { lintImports, type ImportCase } from './lint-imports';

const WRAPS = (name: string, start: string) => `${name} hands back an edge ${start} started: call ${start}`;
const IMPORTS = "import { startEdgeInProcess, startEdgeProcess } from 'edge/test-support';\n";

describe('one way to start an edge in a test, in the lint', () => {
  const cases: [string, ImportCase, string[]][] = [
    [
      "a drill's support handing back the process edge it starts, with defaults of its own",
      {
        file: 'e2e/support/start-edge.ts',
        source: `${IMPORTS}export const startEdge = (port: number, env: Record<string, string>) =>\n  startEdgeProcess({ port, env, label: \`drill-\${port}\` });\n`,
      },
      [WRAPS('startEdge', 'startEdgeProcess')],
    ],
    [
      'test support handing back parts of an edge it started in the test process',
      {
        file: 'edge/src/test-support/edge-harness.ts',
        source: `${IMPORTS}export async function startEdge(env: Record<string, string>) {\n  const { app, url } = await startEdgeInProcess({ JOBS_CACHE_TTL_MS: '0', ...env });\n  return { edge: app, edgeUrl: url };\n}\n`,
      },
      [WRAPS('startEdge', 'startEdgeInProcess')],
    ],
    [
      'test support handing back the app of an edge it started',
      {
        file: 'edge/src/test-support/published-site.ts',
        source: `${IMPORTS}export const edgeOf = async (env: Record<string, string>) => (await startEdgeInProcess(env, { listen: false })).app;\n`,
      },
      [WRAPS('edgeOf', 'startEdgeInProcess')],
    ],
    [
      'the bench handing back an object made of the edge it started',
      {
        file: 'bench/start-edge.ts',
        source: `${IMPORTS}async function benchEdge(port: number) {\n  const edge = await startEdgeProcess({ port, env: { LOG_LEVEL: 'info' } });\n  return { url: edge.url, pid: edge.pid, stop: () => edge.stop() };\n}\nexport const used = benchEdge;\n`,
      },
      [WRAPS('benchEdge', 'startEdgeProcess')],
    ],
    [
      'a test file exporting a helper that starts edges for others',
      {
        file: 'edge/src/api/jobs-routes.test.ts',
        source: `${IMPORTS}export async function cachedEdge() {\n  const edge = await startEdgeInProcess({ JOBS_CACHE_TTL_MS: '300' });\n  return edge;\n}\n`,
      },
      [WRAPS('cachedEdge', 'startEdgeInProcess')],
    ],
    [
      'a test file keeping a helper of its own, seen where it is used',
      {
        file: 'edge/src/request-log.test.ts',
        source: `${IMPORTS}async function edgeWith(env: Record<string, string>) {\n  const { app } = await startEdgeInProcess(env, { listen: false });\n  return app;\n}\nvoid edgeWith;\n`,
      },
      [],
    ],
    [
      'tests calling both where they need an edge, in hooks and in a list',
      {
        file: 'e2e/drills/topology.spec.ts',
        source: `${IMPORTS}let edges: unknown;\nlet edge: unknown;\nconst options = (index: number) => ({ port: 9000 + index, label: \`topology-edge-\${index + 1}\` });\nbeforeAll(async () => {\n  edge = await startEdgeInProcess({}, { provider: true });\n  edges = await Promise.all([0, 1].map((index) => startEdgeProcess(options(index))));\n});\n`,
      },
      [],
    ],
    [
      'the bench measuring through an edge it starts and stops, handing back the figures',
      {
        file: 'bench/edge-memory.ts',
        source: `${IMPORTS}export async function measure(port: number) {\n  const edge = await startEdgeProcess({ purpose: 'figures', port });\n  try {\n    const rss = await fetch(edge.url).then(() => 1);\n    return { rss, peakMb: toMb(statusKb(edge.pid)), edge: 'not one' };\n  } finally {\n    await edge.stop();\n  }\n}\n`,
      },
      [],
    ],
    [
      "a suite's setup starting the site and handing back its teardown",
      {
        file: 'e2e/support/global-setup.ts',
        source: `${IMPORTS}export default async function globalSetup() {\n  const site = await startEdgeProcess({ purpose: 'site' });\n  return () => site.stop();\n}\n`,
      },
      [],
    ],
    [
      'the module that defines the two',
      {
        file: 'edge/src/test-support/test-edge.ts',
        source: `export async function startEdgeProcess() {\n  return startEdgeProcess();\n}\n`,
      },
      [],
    ],
  ];
  let found: string[][];

  beforeAll(() => {
    found = lintImports(
      'test-edge-starts/no-wrapper',
      cases.map(([, lintCase]) => lintCase),
    );
  }, 120_000);

  it.each(cases.map(([name, , expected], index) => [name, index, expected] as const))(
    '%s',
    (_name, index, expected) => {
      expect(found[index]).toEqual(expected.map((message) => expect.stringContaining(message)));
    },
  );
});
