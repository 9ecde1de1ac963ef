// Writes the typings of every CSS module (`x.module.css.d.ts`, not committed) before the type check.
import path from 'node:path';
import { cssModulesUnder, writeCssModuleTypings } from './css-module-typings';

const root = path.resolve(__dirname, '../..');
const stylesheets = [
  'shared-config',
  'shell',
  'marketing-remote',
  'careers-remote',
  'contact-remote',
  'release-console',
].flatMap((folder) => cssModulesUnder(path.join(root, folder, 'src')));
writeCssModuleTypings(stylesheets).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
