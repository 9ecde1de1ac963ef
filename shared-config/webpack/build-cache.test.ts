/** @jest-environment node */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Configuration, FileCacheOptions } from 'webpack';
import { createWebpackConfig } from './create-webpack-config';

const repoRoot = path.join(__dirname, '..', '..');
const marketing = path.join(repoRoot, 'marketing-remote');

type Build = (env: object, argv: { mode: string }) => Configuration | Configuration[];
const configsOf = (build: Build, env: object = {}) => [build(env, { mode: 'production' })].flat();
const marketingBuild = (options: object = {}) =>
  createWebpackConfig({
    dir: marketing,
    name: 'marketing',
    exposes: { './HomePage': './src/pages/home-page.tsx' },
    // A server module gives the build its Node build beside the browser's, without writing the
    // prerender's entry into the package as pages to prerender would.
    server: { home: './src/pages/home-page.tsx' },
    ...options,
  }) as Build;

describe("a build's persistent cache", () => {
  it("is kept in the repository's .cache/webpack, one per build, the prerender build's beside the browser build's", () => {
    const [browser, prerender] = configsOf(marketingBuild());
    expect(browser?.cache).toMatchObject({
      type: 'filesystem',
      cacheDirectory: path.join(repoRoot, '.cache', 'webpack'),
      name: 'marketing-remote-marketing-production',
    });
    expect((prerender?.cache as FileCacheOptions).name).toBe('marketing-remote-marketing-production-prerender');
  });

  it('is thrown away when the configs, the manifest, the TypeScript configs or the lockfile change', () => {
    const [browser] = configsOf(marketingBuild());
    expect((browser?.cache as FileCacheOptions).buildDependencies?.config).toEqual([
      path.join(repoRoot, 'shared-config', 'webpack', 'create-webpack-config.js'),
      path.join(marketing, 'webpack.config.js'),
      path.join(marketing, 'package.json'),
      path.join(marketing, 'tsconfig.json'),
      path.join(repoRoot, 'tsconfig.base.json'),
      path.join(repoRoot, 'package-lock.json'),
    ]);
  });

  it('is none for a build with another release of the federation plugin, nor its prerender build', () => {
    const configs = configsOf(marketingBuild(), { federationPlugin: class {} });
    expect(configs.map((config) => config.cache)).toEqual([false, false]);
  });

  it('is none for a package copied outside the repository, which is never built again', () => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'corelink-marketing-copy-'));
    try {
      copyFileSync(path.join(marketing, 'package.json'), path.join(copy, 'package.json'));
      const [browser] = configsOf(createWebpackConfig({ dir: copy, name: 'marketing' }) as Build);
      expect(browser?.cache).toBe(false);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
