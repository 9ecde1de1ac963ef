import { lintImports, type ImportCase } from './lint-imports';

const IN_CHECKOUT = "A test's temporary folder goes in the system's temporary folder";

describe("tests' temporary folders, in the lint", () => {
  const cases: [string, ImportCase, string[]][] = [
    [
      'a root test making its fixture inside a workspace',
      {
        file: 'scripts/server-bundles/bundle-server.test.ts',
        source: "import { mkdtempSync } from 'node:fs';\nmkdtempSync(path.join(repoRoot, 'edge', '.bundle-test-'));\n",
      },
      [IN_CHECKOUT],
    ],
    [
      'test support making one beside its own file, through fs',
      {
        file: 'edge/src/test-support/fixture.ts',
        source: "import fs from 'node:fs';\nawait fs.promises.mkdtemp(`${__dirname}/fixture-`);\n",
      },
      [IN_CHECKOUT],
    ],
    [
      'a test making one in the system temporary folder',
      {
        file: 'edge/src/pages/index-pages.test.ts',
        source: "import os from 'node:os';\nmkdtempSync(path.join(os.tmpdir(), 'corelink-pages-'));\n",
      },
      [],
    ],
    [
      'a drill making one with tmpdir imported by name',
      {
        file: 'e2e/drills/releases.spec.ts',
        source: "import { tmpdir } from 'node:os';\nawait mkdtemp(join(tmpdir(), 'drill-'));\n",
      },
      [],
    ],
    [
      'the product making one where its settings say (its spool, not a test)',
      {
        file: 'edge/src/api/spool-directory.ts',
        source: "import { mkdtemp } from 'node:fs/promises';\nawait mkdtemp(path.join(root, 'edge-upload-'));\n",
      },
      [],
    ],
  ];
  let found: string[][];

  beforeAll(() => {
    found = lintImports(
      'temporary-folders/in-system-temp',
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
