// Which package may import which (docs/architecture.md#package-boundaries). The boundaries use
// typescript-eslint's copy of no-restricted-imports, a rule of their own: the core rule carries the
// choice of libraries, which tests and test support are spared, while the boundaries hold for them too.
import { readFileSync } from 'node:fs';

const RULE = '@typescript-eslint/no-restricted-imports';
const CODE = '{ts,tsx,js,cjs,mjs}';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const REMOTES = workspaces.filter((name) => name.endsWith('-remote'));

const restrict = (...patterns) => ({ [RULE]: ['error', { patterns }] });

export const packageBoundaries = [
  {
    // The shell composes remotes at run time from their releases; building one in would ship it twice.
    files: [`shell/**/*.${CODE}`],
    rules: restrict({
      regex: `(^|/)(${REMOTES.join('|')})(/|$)`,
      message: 'The shell never imports a remote: it loads their pages at run time through Module Federation.',
    }),
  },
  {
    // The edge and the control plane serve and check shell releases of any age: what they share with
    // the shell is a contract, in shared-config, never the shell's own code of today.
    files: [`edge/**/*.${CODE}`, `releases/**/*.${CODE}`],
    rules: restrict(
      {
        regex: '^shell(/|$)',
        message: 'The edge and releases never import the shell: take what both sides need from shared-config.',
      },
      {
        regex: '(^|/)shell/src(/|$)',
        message: 'The edge and releases never import the shell: take what both sides need from shared-config.',
      },
    ),
  },
  {
    // app/ (store, providers) puts the features together, so a feature cannot depend on it. A test
    // stands where the app stands: it may put its feature in the app's real store.
    files: [`*/src/features/**/*.${CODE}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrict({
      regex: '^(\\.\\./)+app(/|$)',
      message: "A feature never imports its package's app/: app/ imports the features.",
    }),
  },
];
