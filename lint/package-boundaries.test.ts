import { lintImports, type ImportCase } from './lint-imports';

const SHELL = 'The shell never imports a remote: it loads their pages at run time through Module Federation.';
const EDGE = 'The edge and releases never import the shell: take what both sides need from shared-config.';
const FEATURE = "A feature never imports its package's app/: app/ imports the features.";

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
      { file: 'releases/src/checks/server-render-check.ts', source: 'shell/page-module' },
      [EDGE],
    ],
    [
      'the edge importing the shell’s old route matcher',
      { file: 'edge/src/pages/page-routing.ts', source: 'shell/routes' },
      [EDGE],
    ],
    ['the edge importing shared-config', { file: 'edge/src/pages/frames.ts', source: 'shared-config/frames' }, []],
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
