// The type of each CSS module's default export, so the type checker knows which classes a stylesheet
// has: `styles[size]` with a `size` the stylesheet has no class for is an error, not `class="undefined"`.
import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import selectorParser, { type Node } from 'postcss-selector-parser';

/** Inside `:global(...)` a class keeps its name and is not exported. */
function isGlobal(node: Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'pseudo' && parent.value === ':global') return true;
  }
  return false;
}

/**
 * The names css-loader exports for a stylesheet (with `exportLocalsConvention: 'as-is'`): its local
 * classes and keyframes, sorted.
 */
export function exportedNamesOf(css: string): string[] {
  const names = new Set<string>();
  const collect = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      if (!isGlobal(node)) names.add(node.value);
    });
  });
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Keyframe selectors (from, 50%) hold no classes.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    collect.processSync(rule.selector);
  });
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!atRule.params.startsWith(':global')) names.add(atRule.params.replace(/^:local\((.*)\)$/, '$1').trim());
  });
  return [...names].sort();
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The declaration file of the CSS module `fileName` whose text is `css`. */
export function typingsFor(css: string, fileName: string): string {
  const members = exportedNamesOf(css).map(
    (name) => `  readonly ${IDENTIFIER.test(name) ? name : JSON.stringify(name)}: string;`,
  );
  return [
    `// Written by \`npm run typecheck\` from ${fileName}: the classes it has, for the type checker.`,
    members.length
      ? `declare const styles: {\n${members.join('\n')}\n};`
      : 'declare const styles: Record<never, string>;',
    'export default styles;',
    '',
  ].join('\n');
}

const TYPINGS_SUFFIX = '.d.ts';
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-single', '.prerender']);

/** Files under `folder` whose name ends with `suffix`, build output and dependencies left out. */
function filesUnder(folder: string, suffix: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

/**
 * Writes `<name>.module.css.d.ts` beside every CSS module under `folders` (only where it changed) and
 * removes those whose stylesheet is gone.
 */
export function writeCssModuleTypings(folders: string[]): { written: string[]; removed: string[] } {
  const written: string[] = [];
  const removed: string[] = [];
  for (const folder of folders) {
    for (const file of filesUnder(folder, '.module.css')) {
      const target = file + TYPINGS_SUFFIX;
      const typings = typingsFor(fs.readFileSync(file, 'utf8'), path.basename(file));
      if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === typings) continue;
      fs.writeFileSync(target, typings);
      written.push(target);
    }
    for (const typings of filesUnder(folder, `.module.css${TYPINGS_SUFFIX}`)) {
      if (fs.existsSync(typings.slice(0, -TYPINGS_SUFFIX.length))) continue;
      fs.rmSync(typings);
      removed.push(typings);
    }
  }
  return { written, removed };
}
