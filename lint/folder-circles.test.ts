import { lintImports, type ImportCase } from './lint-imports';

const CIRCLE = (circle: string) => `closes a circle of folders: ${circle} (`;

describe('folder circles in the lint', () => {
  // One process for every case: loading the lint config takes seconds.
  const cases: [string, ImportCase, string[]][] = [
    [
      'a folder importing one that imports it back',
      { file: 'releases/src/model/pointers/pointer-change.ts', source: '../storage/pointers/pointer-store' },
      [CIRCLE('releases/src/model/pointers → releases/src/model/storage → releases/src/model/pointers')],
    ],
    [
      'a circle through a third folder',
      { file: 'releases/src/control-plane/checks/command-check.ts', source: '../cli/usage' },
      [
        CIRCLE(
          'releases/src/control-plane/checks → releases/src/control-plane/cli → releases/src/control-plane/changes → releases/src/control-plane/checks',
        ),
      ],
    ],
    [
      'the edge’s side of releases importing the control plane, which reads its canary window',
      { file: 'releases/src/edge/pointers/halt-request.ts', source: '../../control-plane/changes/halt' },
      [CIRCLE('releases/src/edge → releases/src/control-plane → releases/src/edge')],
    ],
    [
      'a folder importing one that does not import it back',
      { file: 'releases/src/model/storage/site-address.ts', source: '../pointers/release-pointer' },
      [],
    ],
    [
      'an entry importing its own subfolders',
      { file: 'releases/src/model/index.ts', source: './storage/open-release-stores' },
      [],
    ],
    [
      'a subfolder importing its folder’s own file',
      { file: 'releases/src/model/storage/redis/redis-client.ts', source: '../../release-error' },
      [],
    ],
    [
      'a module loaded at run time, not imported',
      {
        file: 'releases/src/model/pointers/pointer-change.ts',
        source: "export const load = () => import('../storage/pointers/pointer-store');\n",
      },
      [],
    ],
    [
      'a test, which stands outside the structure',
      { file: 'releases/src/model/pointers/pointer-change.test.ts', source: '../storage/pointers/pointer-store' },
      [],
    ],
  ];
  let found: string[][];

  beforeAll(() => {
    found = lintImports(
      'folder-circles/no-folder-circle',
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
