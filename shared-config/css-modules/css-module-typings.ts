// The type of each CSS module's default export, so the type checker knows which classes a stylesheet
// has: `styles[size]` with a `size` the stylesheet has no class for is an error, not `class="undefined"`.
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
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

const readOrNull = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/**
 * Writes `<name>.module.css.d.ts` beside each stylesheet (only where it changed). A stylesheet that
 * cannot be read fails the whole run: the catch-all `*.css` declaration (types/assets.d.ts) would
 * otherwise let its imports pass the type check untyped. Each typing is written whole, then renamed
 * into place: packages checked side by side write shared-config's typings at the same time, and a
 * type check reading one must never see it half written.
 */
export async function writeCssModuleTypings(stylesheets: readonly string[]): Promise<void> {
  const creator = cssModuleTypings();
  for (const stylesheet of stylesheets) {
    const { formatted, outputFilePath } = await creator.create(stylesheet);
    if (readOrNull(outputFilePath) === formatted) continue;
    const partial = `${outputFilePath}.${process.pid}.tmp`;
    writeFileSync(partial, formatted);
    renameSync(partial, outputFilePath);
  }
}
