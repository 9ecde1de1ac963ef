import path from 'node:path';
import { bundleServer } from './bundle-server';

// `npm run build -w edge` (or provider-api): this workspace's entry points, given as arguments, into its dist/.
const repoRoot = path.resolve(__dirname, '../..');
const entries = process.argv.slice(2);
if (entries.length === 0 || !entries.every((entry) => entry.endsWith('.ts'))) {
  console.error('usage: bundle-server-cli.ts <entry.ts>... (run in the workspace folder)');
  process.exit(2);
}

bundleServer({ repoRoot, entries, packageDir: process.cwd() }).then(
  (metafile) => {
    const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
    for (const [file, { bytes }] of outputs) console.log(`${file}: ${(bytes / 1024).toFixed(0)} KiB`);
  },
  (error: unknown) => {
    console.error(`cannot bundle ${entries.join(', ')}: ${(error as Error).message}`);
    process.exit(1);
  },
);
