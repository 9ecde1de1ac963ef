import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** What a marketing engineer changes: pages added to src/pages/, routes appended to its route file, a text of its sources replaced. */
export interface MarketingChange {
  pages?: Record<string, string>;
  routes?: readonly object[];
  /** A text found in exactly one of its source files (a headline), and what replaces it there. */
  replace?: { text: string; with: string };
}

/** The one source file (not a test) under `dir` that holds `text`. */
function sourceWith(dir: string, text: string): string {
  const matches = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => path.join(dir, name))
    .filter((file) => readFileSync(file, 'utf8').includes(text));
  if (matches.length !== 1) throw new Error(`expected one source file with "${text}", found ${matches.length}`);
  return matches[0] as string;
}

/**
 * The production build of marketing's package with `change` made to it (what a marketing engineer
 * edits to add a page or reword a headline): built in a copy in a temporary folder, which resolves its
 * dependencies from the workspace's node_modules, never in the checkout other tests read at the same
 * time, and kept for later runs while marketing, the shared config and the change stay the same
 * (fixture-builds.ts). `name` is the variant's own, one per drill: a cache keeps one build of each
 * name, so two drills' variants never take each other's place. Returns its folder (what
 * `npm run release -- publish marketing --dist` takes).
 */
export function buildMarketingVariant(name: string, change: MarketingChange): Promise<string> {
  return fixtureBuild(`marketing-variant-${name}`, MARKETING_INPUTS, JSON.stringify(change), async (output) => {
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
      for (const [file, text] of Object.entries(change.pages ?? {}))
        writeFileSync(path.join(dir, 'src', 'pages', file), text);
      if (change.routes?.length) {
        const routesFile = path.join(dir, 'src', 'routes', 'marketing-routes.js');
        const declared = readFileSync(routesFile, 'utf8');
        writeFileSync(
          routesFile,
          declared.replace(/\n];\n/, () => `\n  ...${JSON.stringify(change.routes, null, 2)},\n];\n`),
        );
      }
      if (change.replace) {
        const { text, with: replacement } = change.replace;
        const file = sourceWith(path.join(dir, 'src'), text);
        writeFileSync(
          file,
          readFileSync(file, 'utf8').replace(text, () => replacement),
        );
      }
      await webpackBuild(dir);
      cpSync(path.join(dir, 'dist'), output, { recursive: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
