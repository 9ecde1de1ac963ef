// The type of each CSS module's default export, so the type checker knows which classes a stylesheet
// has: `styles[size]` with a `size` the stylesheet has no class for is an error, not `class="undefined"`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import DtsCreator from 'typed-css-modules';

const SKIPPED_FOLDERS = ['node_modules', 'dist', 'dist-single', '.prerender'];

/** The CSS modules under `folder`, build output and dependencies left out. */
export function cssModulesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.module.css'))
    .filter((name) => !name.split(path.sep).some((step) => SKIPPED_FOLDERS.includes(step)))
    .map((name) => path.join(folder, name))
    .sort();
}

/**
 * typed-css-modules with the names css-loader exports here (`exportLocalsConvention: 'as-is'`, a
 * default export: shared-config/webpack/css-module-rules.js). Stylesheets are given by absolute
 * path from the file system's root, so each typing is written beside its stylesheet.
 */
export const cssModuleTypings = () => new DtsCreator({ rootDir: path.parse(process.cwd()).root, EOL: '\n' });

/**
 * Writes `<name>.module.css.d.ts` beside each stylesheet (only where it changed). A stylesheet that
 * cannot be read fails the whole run: the catch-all `*.css` declaration (types/assets.d.ts) would
 * otherwise let its imports pass the type check untyped.
 */
export async function writeCssModuleTypings(stylesheets: readonly string[]): Promise<void> {
  const creator = cssModuleTypings();
  for (const stylesheet of stylesheets) await (await creator.create(stylesheet)).writeFile();
}
