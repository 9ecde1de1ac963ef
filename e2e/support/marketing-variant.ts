import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');

export interface MarketingVariant {
  /** The copy of marketing-remote, with its changes. */
  dir: string;
  /** Its production build (what `npm run release -- publish marketing --dist` takes). */
  dist: string;
}

/**
 * A copy of marketing's package in a temporary folder with `pages` added to src/pages/ and `routes`
 * appended to its own src/routes/marketing-routes.js (what a marketing engineer changes to add a
 * page), built for production with its own webpack config, as marketing's CI would. The copy
 * resolves its dependencies from the workspace's node_modules.
 */
export async function buildMarketingVariant(
  pages: Record<string, string>,
  routes: readonly object[],
): Promise<MarketingVariant> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'corelink-marketing-variant-'));
  const source = path.join(repoRoot, 'marketing-remote');
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !/[/\\](dist|node_modules|\.prerender)([/\\]|$)/.test(path.relative(source, file)),
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(repoRoot, 'tsconfig.base.json'),
      include: ['src', path.join(repoRoot, 'types')],
    }),
  );
  for (const [file, text] of Object.entries(pages)) writeFileSync(path.join(dir, 'src', 'pages', file), text);
  const routesFile = path.join(dir, 'src', 'routes', 'marketing-routes.js');
  const declared = readFileSync(routesFile, 'utf8');
  writeFileSync(
    routesFile,
    declared.replace(/\n];\n/, () => `\n  ...${JSON.stringify(routes, null, 2)},\n];\n`),
  );
  const webpack = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [webpack, '--mode', 'production', '-c', path.join(dir, 'webpack.config.js')],
      {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`marketing variant build exited ${code}`)),
    );
  });
  return { dir, dist: path.join(dir, 'dist') };
}
