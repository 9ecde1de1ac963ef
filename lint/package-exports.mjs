// A workspace is used only through the entries its package.json's "exports" declares, so each package
// decides what it offers and may reorganise the rest (docs/architecture.md#package-boundaries). The
// rule holds what TypeScript and Node hold only where they resolve: in JavaScript files, in
// `require()`, and against a relative path that reaches into another package's folder.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const readManifest = (folder) => JSON.parse(readFileSync(path.join(REPO_ROOT, folder, 'package.json'), 'utf8'));

/** Each workspace by name: its folder and the subpaths its exports offer ('.', './test-support', './jest/*'). */
function readWorkspaces() {
  const byName = new Map();
  for (const folder of readManifest('.').workspaces) {
    const { name, exports } = readManifest(folder);
    const subpaths = exports && typeof exports === 'object' && !Array.isArray(exports) ? Object.keys(exports) : [];
    byName.set(name, { folder, subpaths: exports === undefined ? [] : typeof exports === 'string' ? ['.'] : subpaths });
  }
  return byName;
}

/** Whether an exports key offers `subpath`: exactly, or as a pattern with one `*`. */
function offers(key, subpath) {
  const star = key.indexOf('*');
  if (star < 0) return key === subpath;
  const [before, after] = [key.slice(0, star), key.slice(star + 1)];
  return subpath.length > key.length - 1 && subpath.startsWith(before) && subpath.endsWith(after);
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The workspace folder a repository path lies in, or null for the repository's own files. */
function folderOf(file, workspaces) {
  const relative = path.relative(REPO_ROOT, file).split(path.sep).join('/');
  for (const { folder } of workspaces.values()) {
    if (relative === folder || relative.startsWith(`${folder}/`)) return folder;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const throughExports = {
  meta: {
    type: 'problem',
    docs: { description: "Import a workspace package only through an entry of its package.json's exports" },
    schema: [],
    messages: {
      notExported:
        "'{{specifier}}' is not an entry of {{name}}'s exports ({{offered}}): import what the package offers, or give it a deliberate entry.",
      byPath:
        "'{{specifier}}' reaches into {{folder}}/ by a relative path: import it by name through an entry of its exports.",
    },
  },
  create(context) {
    const workspaces = readWorkspaces();
    const ownFolder = folderOf(context.filename, workspaces);

    function check(node) {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      if (specifier.startsWith('.')) {
        const folder = folderOf(path.resolve(path.dirname(context.filename), specifier), workspaces);
        if (folder !== null && folder !== ownFolder)
          context.report({ node, messageId: 'byPath', data: { specifier, folder } });
        return;
      }
      const name = packageOf(specifier);
      const workspace = workspaces.get(name);
      if (!workspace) return;
      const subpath = specifier === name ? '.' : `.${specifier.slice(name.length)}`;
      if (workspace.subpaths.some((key) => offers(key, subpath))) return;
      const offered = workspace.subpaths.map((key) => (key === '.' ? name : `${name}${key.slice(1)}`)).join(', ');
      context.report({ node, messageId: 'notExported', data: { specifier, name, offered: offered || 'none' } });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export const packageExports = [
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    plugins: { 'package-exports': { rules: { 'through-exports': throughExports } } },
    rules: { 'package-exports/through-exports': 'error' },
  },
];
