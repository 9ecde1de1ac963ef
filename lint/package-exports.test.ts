import { lintImports, type ImportCase } from './lint-imports';

const RULE = 'package-exports/through-exports';
const notExported = (specifier: string, offered: string) =>
  `'${specifier}' is not an entry of ${specifier.split('/')[0]}'s exports (${offered})`;
const byPath = (specifier: string, folder: string) => `'${specifier}' reaches into ${folder}/ by a relative path`;

const RELEASES =
  'releases/package.json, releases/model, releases/package-names, releases/edge, releases/control-plane, releases/test-support, releases/openapi';

describe('imports through a package’s exports, in the lint', () => {
  const cases: [string, ImportCase, string[]][] = [
    [
      'the edge importing a module of releases',
      { file: 'edge/src/pages/served-releases.ts', source: 'releases/pointers/pointer-store' },
      [notExported('releases/pointers/pointer-store', RELEASES)],
    ],
    [
      'the edge importing the releases’ model',
      { file: 'edge/src/pages/served-releases.ts', source: 'releases/model' },
      [],
    ],
    [
      'the edge importing a package entry releases no longer has',
      { file: 'edge/src/pages/served-releases.ts', source: 'releases' },
      [notExported('releases', RELEASES)],
    ],
    [
      'a test of the edge importing releases’ test support',
      { file: 'edge/src/health/register-health.test.ts', source: 'releases/test-support' },
      [],
    ],
    [
      'a test importing a module of releases’ test support',
      { file: 'edge/src/health/register-health.test.ts', source: 'releases/test-support/redis-server' },
      [notExported('releases/test-support/redis-server', RELEASES)],
    ],
    [
      're-exporting a module of releases',
      {
        file: 'edge/src/pages/release-files.ts',
        source: "export { releaseFolder } from 'releases/model/storage/release-files/folder-release-files';\n",
      },
      [notExported('releases/model/storage/release-files/folder-release-files', RELEASES)],
    ],
    [
      'requiring a module of the render sandbox',
      { file: 'e2e/drills/skew/build-careers.js', source: "const pool = require('render-sandbox/render-pool');\n" },
      [
        notExported(
          'render-sandbox/render-pool',
          'render-sandbox/package.json, render-sandbox, render-sandbox/library-folders, render-sandbox/executable-on-path',
        ),
      ],
    ],
    [
      'a drill importing a file of the edge’s test support',
      { file: 'e2e/drills/topology.spec.ts', source: 'edge/test-support/test-edge' },
      [notExported('edge/test-support/test-edge', 'edge/openapi, edge/test-support')],
    ],
    [
      'a drill importing the edge’s test support',
      { file: 'e2e/drills/topology.spec.ts', source: 'edge/test-support' },
      [],
    ],
    [
      'a drill importing a remote’s file instead of its entry',
      { file: 'e2e/drills/route-ownership.spec.ts', source: 'marketing-remote/src/routes/marketing-routes' },
      [notExported('marketing-remote/src/routes/marketing-routes', 'marketing-remote/routes')],
    ],
    [
      'a remote’s routes through its entry',
      { file: 'local-site/src/local-site-table.js', source: 'marketing-remote/routes' },
      [],
    ],
    [
      'a drill importing a package that exports nothing',
      { file: 'e2e/drills/route-ownership.spec.ts', source: 'release-console/src/index' },
      [notExported('release-console/src/index', 'none')],
    ],
    ['an entry of a pattern export', { file: 'jest.config.js', source: 'shared-config/jest/setup-dom.js' }, []],
    ['a library’s own file', { file: 'edge/src/app.ts', source: 'fastify/lib/errors' }, []],
    [
      'the edge reaching into releases by path',
      {
        file: 'edge/src/pages/served-releases.ts',
        source: '../../../releases/src/model/storage/pointers/pointer-store',
      },
      [byPath('../../../releases/src/model/storage/pointers/pointer-store', 'releases')],
    ],
    [
      'a drill reaching into the edge by path',
      { file: 'e2e/drills/topology.spec.ts', source: '../../edge/src/test-support/within' },
      [byPath('../../edge/src/test-support/within', 'edge')],
    ],
    [
      'a benchmark reaching into the drills by path',
      { file: 'bench/search-memory-drill.ts', source: '../e2e/support/process-memory' },
      [byPath('../e2e/support/process-memory', 'e2e')],
    ],
    [
      'a repository script reaching into shared-config by path',
      { file: 'scripts/dev-all.mjs', source: '../shared-config/webpack/dev-ports.js' },
      [byPath('../shared-config/webpack/dev-ports.js', 'shared-config')],
    ],
    [
      'a module of releases importing its own folder',
      { file: 'releases/src/control-plane/changes/activate.ts', source: '../../model/storage/pointers/pointer-store' },
      [],
    ],
    ['a benchmark importing its own folder', { file: 'bench/search-memory-drill.ts', source: './stats' }, []],
  ];
  let found: string[][];

  beforeAll(() => {
    found = lintImports(
      RULE,
      cases.map(([, importCase]) => importCase),
    );
  }, 120_000);

  it.each(cases.map(([name, , expected], index) => [name, index, expected] as const))(
    '%s',
    (_name, index, expected) => {
      expect(found[index]).toEqual(expected.map((message) => expect.stringContaining(message)));
    },
  );
});
