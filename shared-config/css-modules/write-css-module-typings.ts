// Writes the typings of every CSS module (`x.module.css.d.ts`, not committed) under the package folders
// given (relative to the working directory) before their type check: a package's own, and those of
// the packages whose source it imports.
import path from 'node:path';
import { cssModulesUnder, writeCssModuleTypings } from './css-module-typings';

const folders = process.argv.slice(2);
if (folders.length === 0) throw new Error('usage: write-css-module-typings.ts <package folder>...');
const stylesheets = [...new Set(folders.map((folder) => path.resolve(folder, 'src')))].flatMap(cssModulesUnder);
writeCssModuleTypings(stylesheets).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
