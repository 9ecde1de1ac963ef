import { execFileSync } from 'node:child_process';
import path from 'node:path';

// ESLint loads its config with import(), which jest's module loader cannot run: the lint runs in a
// Node process of its own, on source text at paths in the packages, as `npm run lint` would see it.
const LINT_IMPORTS = `
import { ESLint } from 'eslint';
const cases = JSON.parse(await new Promise((done) => {
  let text = '';
  process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => done(text));
}));
const eslint = new ESLint();
const found = [];
for (const { file, source } of cases) {
  const [result] = await eslint.lintText(\`import '\${source}';\\n\`, { filePath: file });
  found.push(result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message));
}
process.stdout.write(JSON.stringify(found));
`;

interface ImportCase {
  file: string;
  source: string;
}

function boundaryMessages(cases: ImportCase[]): string[][] {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_IMPORTS], {
    cwd: path.resolve(__dirname, '..'),
    input: JSON.stringify(cases),
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[][];
}

const SHELL = 'The shell never imports a remote: it loads their pages at run time through Module Federation.';
const EDGE = 'The edge and releases never import the shell: take what both sides need from shared-config.';
const EXPORTS = 'Import another package through its exports (its package.json\'s "exports"), never its src/ folder.';
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
      'a drill importing the edge’s src/',
      { file: 'e2e/drills/topology.spec.ts', source: '../../edge/src/test-support/within' },
      [EXPORTS],
    ],
    [
      'a benchmark importing the shell’s src/',
      { file: 'bench/single-bundle/src/index.tsx', source: '../../../shell/src/boot/mount-app' },
      [EXPORTS],
    ],
    [
      'a drill importing the edge’s exports',
      { file: 'e2e/drills/topology.spec.ts', source: 'edge/test-support/within' },
      [],
    ],
    [
      'a benchmark importing its own folder',
      { file: 'bench/single-bundle/src/index.tsx', source: './load-local-page' },
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
    found = boundaryMessages(cases.map(([, importCase]) => importCase));
  }, 120_000);

  it.each(cases.map(([name, , expected], index) => [name, index, expected] as const))(
    '%s',
    (_name, index, expected) => {
      expect(found[index]).toEqual(expected.map((message) => expect.stringContaining(message)));
    },
  );
});
