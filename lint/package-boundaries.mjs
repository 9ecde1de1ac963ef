// Which package may import which (docs/architecture.md#package-boundaries). The boundaries use
// typescript-eslint's copy of no-restricted-imports, a rule of their own: the core rule carries the
// choice of libraries, which tests and test support are spared, while the boundaries hold for them too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RULE = '@typescript-eslint/no-restricted-imports';
const CODE = '{ts,tsx,js,cjs,mjs}';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const REMOTES = workspaces.filter((name) => name.endsWith('-remote'));

const restrict = (...patterns) => ({ [RULE]: ['error', { patterns }] });

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RELEASES_SRC = path.join(REPO_ROOT, 'releases', 'src');

/**
 * The three parts of `releases/` (releases/src/<part>/) and what each may import of the others: the
 * model nothing, the edge's side the model, the control plane both. No part's code imports the test
 * support (its tests may: they are left out).
 */
const PARTS = {
  model: [],
  edge: ['model'],
  'control-plane': ['model', 'edge'],
  'test-support': ['model', 'edge', 'control-plane'],
};
const PART_NAMES = {
  model: 'the model',
  edge: "the edge's side",
  'control-plane': 'the control plane',
  'test-support': 'the test support',
};

const partOf = (file) => {
  const [part] = path.relative(RELEASES_SRC, file).split(path.sep);
  return part in PARTS && !path.relative(RELEASES_SRC, file).startsWith('..') ? part : null;
};

/** @type {import('eslint').Rule.RuleModule} */
const releaseParts = {
  meta: {
    type: 'problem',
    docs: { description: 'Each part of releases/ imports only the parts below it' },
    schema: [],
    messages: {
      part: "{{own}} never imports {{other}} ('{{specifier}}'): {{own}} builds on {{allowed}} only.",
    },
  },
  create(context) {
    const own = partOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('.')) return;
      const other = partOf(path.resolve(path.dirname(context.filename), node.value));
      if (!other || other === own || PARTS[own].includes(other)) return;
      const allowed = PARTS[own].map((part) => PART_NAMES[part]).join(' and ') || 'nothing of the others';
      context.report({
        node,
        messageId: 'part',
        data: { own: PART_NAMES[own], other: PART_NAMES[other], specifier: node.value, allowed },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
    };
  },
};

const NO_SHELL = [
  {
    regex: '^shell(/|$)',
    message: 'The edge and releases never import the shell: take what both sides need from shared-config.',
  },
  {
    regex: '(^|/)shell/src(/|$)',
    message: 'The edge and releases never import the shell: take what both sides need from shared-config.',
  },
];

const NO_CONTROL_PLANE = {
  regex: '^releases/control-plane(/|$)',
  message:
    "The edge never imports the release control plane: take what it reads from 'releases/model' and 'releases/edge', and ask for a change through its ChangeRequests.",
};

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
    rules: restrict(...NO_SHELL),
  },
  {
    // The edge serves by the releases' model and its own side of them; every change of the live site
    // is the control plane's, which the edge asks for through releases/edge's ChangeRequests. (One
    // rule's options replace another's for the same files: each block repeats the shell's.)
    files: [`edge/**/*.${CODE}`],
    rules: restrict(...NO_SHELL, NO_CONTROL_PLANE),
  },
  {
    // The edge's own code does not even lend the control plane's functions from the test support.
    files: [`edge/**/*.${CODE}`],
    ignores: ['**/*.test.{ts,tsx}', 'edge/src/test-support/**'],
    rules: restrict(...NO_SHELL, NO_CONTROL_PLANE, {
      regex: '^releases/test-support(/|$)',
      message: "Only the edge's tests and test support import 'releases/test-support'.",
    }),
  },
  {
    files: [`releases/src/**/*.${CODE}`],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'release-parts': { rules: { 'imports-below': releaseParts } } },
    rules: { 'release-parts/imports-below': 'error' },
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
