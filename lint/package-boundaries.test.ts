import { lintImports, type ImportCase } from './lint-imports';

const SHELL = 'The shell never imports a remote: it loads their pages at run time through Module Federation.';
const EDGE = 'The edge and releases never import the shell: take what both sides need from shared-config.';
const FEATURE = "A feature never imports its package's app/: app/ imports the features.";
const CONTROL_PLANE = 'The edge never imports the release control plane';
const TEST_SUPPORT = "Only the edge's tests and test support import 'releases/test-support'.";
const PART = (own: string, other: string) => `${own} never imports ${other}`;

describe('package boundaries in the lint', () => {
  // One process for every case: loading the lint config takes seconds.
  const cases: [string, ImportCase, string[]][] = [
    [
      'the shell importing a remote',
      { file: 'shell/src/app/routes.tsx', source: 'careers-remote/src/pages/career-page' },
      [SHELL],
    ],
    [
      'the shell importing a remote by path',
      { file: 'shell/src/app/routes.tsx', source: '../../../contact-remote/src/pages/contact-page' },
      [SHELL],
    ],
    ['the shell importing shared-config', { file: 'shell/src/app/routes.tsx', source: 'shared-config/site' }, []],
    ['the edge importing the shell', { file: 'edge/src/pages/preload-hints.ts', source: 'shell/start-app' }, [EDGE]],
    [
      'the edge importing the shell by path',
      { file: 'edge/src/pages/frames.ts', source: '../../../shell/src/frames/render-frame' },
      [EDGE],
    ],
    [
      'a test of the edge importing the shell',
      { file: 'edge/src/pages/frames.test.ts', source: 'shell/mount-app' },
      [EDGE],
    ],
    [
      'releases importing the shell',
      { file: 'releases/src/control-plane/checks/server-render-check.ts', source: 'shell/page-module' },
      [EDGE],
    ],
    [
      'the edge importing the shell’s old route matcher',
      { file: 'edge/src/pages/page-routing.ts', source: 'shell/routes' },
      [EDGE],
    ],
    ['the edge importing shared-config', { file: 'edge/src/pages/frames.ts', source: 'shared-config/frames' }, []],
    [
      'the edge importing the control plane',
      { file: 'edge/src/pages/served-releases.ts', source: 'releases/control-plane' },
      [CONTROL_PLANE],
    ],
    [
      'a test of the edge importing the control plane',
      { file: 'edge/src/pages/release-switching.test.ts', source: 'releases/control-plane' },
      [CONTROL_PLANE],
    ],
    [
      'the edge’s test support importing the control plane',
      { file: 'edge/src/test-support/test-edge.ts', source: 'releases/control-plane' },
      [CONTROL_PLANE],
    ],
    [
      'the edge importing the releases’ test support',
      { file: 'edge/src/app.ts', source: 'releases/test-support' },
      [TEST_SUPPORT],
    ],
    [
      'a test of the edge importing the releases’ test support',
      { file: 'edge/src/pages/release-switching.test.ts', source: 'releases/test-support' },
      [],
    ],
    [
      'the edge importing the releases’ model and its own side of them',
      {
        file: 'edge/src/pages/served-releases.ts',
        source: "import { PACKAGE_NAMES } from 'releases/model';\nimport { watchPointers } from 'releases/edge';\n",
      },
      [],
    ],
    [
      'a feature importing app/',
      { file: 'contact-remote/src/features/contact-form/contact-form.tsx', source: '../../app/store' },
      [FEATURE],
    ],
    [
      'a page importing app/',
      { file: 'contact-remote/src/pages/contact-page.tsx', source: '../app/store-provider' },
      [],
    ],
    [
      'a feature’s test importing app/',
      { file: 'careers-remote/src/features/jobs-api/jobs-api.test.ts', source: '../../app/make-store' },
      [],
    ],
    [
      'a feature importing its own module',
      { file: 'careers-remote/src/features/jobs-api/get-job.ts', source: './jobs-api' },
      [],
    ],
  ];
  let found: string[][];

  beforeAll(() => {
    found = lintImports(
      '@typescript-eslint/no-restricted-imports',
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

describe('the three parts of releases/ in the lint', () => {
  const cases: [string, ImportCase, string[]][] = [
    [
      'the model importing the control plane',
      { file: 'releases/src/model/storage/pointers/pointer-store.ts', source: '../../../control-plane/changes/halt' },
      [PART('the model', 'the control plane')],
    ],
    [
      'the model importing the edge’s side',
      { file: 'releases/src/model/pointers/release-pointer.ts', source: '../../edge/pointers/pointer-watcher' },
      [PART('the model', "the edge's side")],
    ],
    [
      'the edge’s side importing the control plane',
      { file: 'releases/src/edge/pointers/pointer-watcher.ts', source: '../../control-plane/changes/halt' },
      [PART("the edge's side", 'the control plane')],
    ],
    [
      'the control plane importing its test support',
      { file: 'releases/src/control-plane/changes/activate.ts', source: '../../test-support/release-fixtures' },
      [PART('the control plane', 'the test support')],
    ],
    [
      'the control plane reading the edge’s canary window',
      {
        file: 'releases/src/control-plane/service/routes/canaries/canaries-route.ts',
        source: '../../../../edge/canary-window/halt-rule',
      },
      [],
    ],
    [
      'a test of the model importing the test support',
      { file: 'releases/src/model/pointers/release-pointer.test.ts', source: '../../test-support/release-fixtures' },
      [],
    ],
    [
      'the edge’s side importing its own folder and the model',
      {
        file: 'releases/src/edge/pointers/pointer-watcher.ts',
        source: "import './last-good-pointers';\nimport '../../model/pointers/release-pointer';\n",
      },
      [],
    ],
  ];
  let found: string[][];

  beforeAll(() => {
    found = lintImports(
      'release-parts/imports-below',
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
