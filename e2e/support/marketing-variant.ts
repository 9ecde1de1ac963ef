import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fixtureBuild } from './fixture-builds';

const repoRoot = path.resolve(__dirname, '../..');

// What marketing's production build is made from: its package, the shared config and webpack factory,
// the locked dependencies, the compiler settings.
const MARKETING_INPUTS = ['marketing-remote', 'shared-config', 'package-lock.json', 'tsconfig.base.json', 'types'];

/** Builds marketing's package copied to `dir` for production with its own webpack config, as marketing's CI would. */
function webpackBuild(dir: string): Promise<void> {
  const webpack = path.join(repoRoot, 'node_modules', 'webpack', 'bin', 'webpack.js');
  return new Promise<void>((resolve, reject) => {
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
}

/**
 * The production build of marketing's package with `pages` added to src/pages/ and `routes` appended to
 * its own src/routes/marketing-routes.js (what a marketing engineer changes to add a page): built in a
 * copy in a temporary folder, which resolves its dependencies from the workspace's node_modules, and
 * kept for later runs while marketing, the shared config and the change stay the same
 * (fixture-builds.ts). Returns its folder (what `npm run release -- publish marketing --dist` takes).
 */
export function buildMarketingVariant(pages: Record<string, string>, routes: readonly object[]): Promise<string> {
  return fixtureBuild('marketing-variant', MARKETING_INPUTS, JSON.stringify({ pages, routes }), async (output) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'corelink-marketing-variant-'));
    try {
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
      await webpackBuild(dir);
      cpSync(path.join(dir, 'dist'), output, { recursive: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
