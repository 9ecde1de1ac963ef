import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The render-sandbox package's own folder, found through its manifest rather than this file's
 * `__dirname`: bundled into edge/dist/, this module no longer sits in render-sandbox/src/.
 */
export const SANDBOX_ROOT = path.dirname(require.resolve('render-sandbox/package.json'));

interface PackageJson {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readPackageJson = (folder: string): PackageJson =>
  JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageJson;

/**
 * The libraries a release's server module may require: what careers' server build leaves out
 * (shared-config/webpack/create-prerender-config.js), named here and not read from the package's
 * dependencies, which also hold the sandbox's own (its settings' schema): a team's module gets nothing
 * of the platform's code. Each is a dependency of this package, so which React renders a team's pages
 * is declared here rather than left to npm's hoisting.
 */
const LENT_LIBRARIES = ['jsdom', 'react', 'react-dom', 'react-router'] as const;

/** The lent libraries, each checked to be one of the package's dependencies. */
export function sandboxLibraries(): string[] {
  const declared = readPackageJson(SANDBOX_ROOT).dependencies ?? {};
  const undeclared = LENT_LIBRARIES.filter((name) => !(name in declared));
  if (undeclared.length > 0) throw new Error(`render-sandbox lends ${undeclared.join(', ')} without depending on it`);
  return [...LENT_LIBRARIES];
}

/**
 * The folder of package `name` as `require` finds it from `from` (the `node_modules` folders from
 * `from` upwards), links resolved, as the permission model compares real paths. Null when not
 * installed. Walked here rather than asked of `require.resolve`, which answers nothing for a package
 * named like a built-in module (tr46 depends on the npm package punycode).
 */
export function packageFolder(name: string, from: string): string | null {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'node_modules', name);
    if (path.basename(folder) !== 'node_modules' && existsSync(path.join(candidate, 'package.json'))) {
      return realpathSync(candidate);
    }
    if (path.dirname(folder) === folder) return null;
  }
}

/**
 * Every folder the render process must read to load `libraries`: each library's own and, as its code
 * requires them, those of everything it depends on. One `--allow-fs-read` each, and nothing else of
 * node_modules (a neighbouring package's files, the repository) is readable.
 */
export function libraryFolders(libraries: readonly string[] = sandboxLibraries(), from = SANDBOX_ROOT): string[] {
  const folders = new Set<string>();
  const visit = (name: string, requiredFrom: string, required: boolean) => {
    const folder = packageFolder(name, requiredFrom);
    if (folder === null) {
      if (required) throw new Error(`the render sandbox needs ${name}, which is not installed (from ${requiredFrom})`);
      return;
    }
    if (folders.has(folder)) return;
    folders.add(folder);
    const manifest = readPackageJson(folder);
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, folder, true);
    // Optional and peer dependencies are read only when installed (jsdom's optional canvas is not).
    for (const dependency of Object.keys({ ...manifest.optionalDependencies, ...manifest.peerDependencies })) {
      visit(dependency, folder, false);
    }
  };
  for (const library of libraries) visit(library, from, true);
  return [...folders].sort();
}
