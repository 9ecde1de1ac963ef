// Writes the typings of every CSS module (`x.module.css.d.ts`, not committed) before the type check.
import path from 'node:path';
import { writeCssModuleTypings } from './css-module-typings';

const root = path.resolve(__dirname, '../..');
const sources = ['shared-config', 'shell', 'marketing-remote', 'careers-remote', 'contact-remote'].map((folder) =>
  path.join(root, folder, 'src'),
);
const { written, removed } = writeCssModuleTypings(sources);
if (written.length || removed.length) {
  console.log(`CSS module typings: ${written.length} written, ${removed.length} removed`);
}
