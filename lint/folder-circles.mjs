// No two folders import each other, however many folders the circle goes through
// (docs/architecture.md#package-boundaries). A file-level no-cycle rule does not see it: pointers/ →
// commands/ → pointers/ can run through different files each way, no file importing itself back. The
// rule reads every source file's static imports (import, export … from, require; tests left out, as
// they stand outside the structure) and, for an import between two folders that share a parent,
// draws an arrow from the one to the other: releases/src/edge/pointers/x.ts importing
// releases/src/control-plane/changes/y.ts is releases/src/edge → releases/src/control-plane. An
// import that closes a circle of such arrows is reported, with the circle. A folder's own files and
// its subfolders draw no arrow between them: an entry (index.ts) imports its subfolders by design.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const TEST = /\.test\.(ts|tsx|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'data', 'test-results', 'playwright-report']);
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

const relative = (file) => path.relative(REPO_ROOT, file).split(path.sep).join('/');

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The repository file a relative specifier names from `file`, or null (a package, or nothing there). */
function resolve(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(file), specifier);
  for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
  return null;
}

/** The static imports of a source text (dynamic `import()` is a load at run time, not a dependency). */
function staticImports(text) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.filter(({ pos }) => !/\bimport\s*\(\s*$/.test(text.slice(Math.max(0, pos - 20), pos - 1)))
    .map(({ fileName }) => fileName);
}

/** Every source file of the repository but tests, generated and installed files. */
function sourceFiles(folder = REPO_ROOT, found = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

/**
 * The arrow an import from `from` to `to` draws: between the two sibling folders (children of their
 * deepest common folder) that hold them, or null when one file's folder holds the other's.
 */
function arrowOf(from, to) {
  const a = relative(path.dirname(from)).split('/');
  const b = relative(path.dirname(to)).split('/');
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  if (common === a.length || common === b.length) return null;
  return { from: a.slice(0, common + 1).join('/'), to: b.slice(0, common + 1).join('/') };
}

let graph = null;

/** The arrows between folders, from the files on disk: `from` → (`to` → the first import that drew it). */
function diskGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const file of sourceFiles()) {
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolve(file, specifier);
      const arrow = target && arrowOf(file, target);
      if (arrow) addArrow(graph, arrow, `${relative(file)} imports ${relative(target)}`);
    }
  }
  return graph;
}

function addArrow(arrows, { from, to }, why) {
  if (!arrows.has(from)) arrows.set(from, new Map());
  const targets = arrows.get(from);
  if (!targets.has(to)) targets.set(to, why);
}

/** The arrows with `file`'s own as its text has them now, not as on disk. */
function graphWith(file, imports) {
  const arrows = new Map();
  const self = relative(file);
  for (const [from, targets] of diskGraph()) {
    for (const [to, why] of targets) if (!why.startsWith(`${self} imports `)) addArrow(arrows, { from, to }, why);
  }
  for (const { target } of imports) {
    const arrow = arrowOf(file, target);
    if (arrow) addArrow(arrows, arrow, `${self} imports ${relative(target)}`);
  }
  return arrows;
}

/** A way back from `start` to `goal` along the arrows, one `{ from, to, why }` per arrow, or null. */
function pathBetween(arrows, start, goal) {
  const reachedBy = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift();
    if (folder === goal) {
      const steps = [];
      for (let step = reachedBy.get(goal); step; step = reachedBy.get(step.from)) steps.unshift(step);
      return steps;
    }
    for (const [next, why] of arrows.get(folder) ?? []) {
      if (reachedBy.has(next)) continue;
      reachedBy.set(next, { from: folder, to: next, why });
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noFolderCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'No two folders import each other, directly or through other folders' },
    schema: [],
    messages: {
      circle:
        "'{{specifier}}' closes a circle of folders: {{circle}} ({{why}}). Move what both need into a folder both import, or turn one arrow around.",
    },
  },
  create(context) {
    const file = context.filename;
    if (TEST.test(file) || !path.isAbsolute(file)) return {};
    const imports = [];
    const note = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolve(file, node.value);
      if (target) imports.push({ node, specifier: node.value, target });
    };
    return {
      ImportDeclaration: (node) => note(node.source),
      ExportNamedDeclaration: (node) => note(node.source),
      ExportAllDeclaration: (node) => note(node.source),
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') note(node.arguments[0]);
      },
      'Program:exit'() {
        if (imports.length === 0) return;
        const arrows = graphWith(file, imports);
        for (const { node, specifier, target } of imports) {
          const arrow = arrowOf(file, target);
          const back = arrow && pathBetween(arrows, arrow.to, arrow.from);
          if (!back) continue;
          const circle = [arrow.from, arrow.to, ...back.map((step) => step.to)];
          context.report({
            node,
            messageId: 'circle',
            data: { specifier, circle: circle.join(' → '), why: back.map((step) => step.why).join('; ') },
          });
        }
      },
    };
  },
};

// Where the rule holds: every package but those that still hold circles from before it, each named
// with its circles in docs/architecture.md#package-boundaries until it is untangled.
const STILL_CIRCULAR = ['edge'];

export const folderCircles = [
  {
    files: ['**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    ignores: ['**/*.test.{ts,tsx,js,mjs}', ...STILL_CIRCULAR.map((folder) => `${folder}/**`)],
    plugins: { 'folder-circles': { rules: { 'no-folder-circle': noFolderCircle } } },
    rules: { 'folder-circles/no-folder-circle': 'error' },
  },
];
