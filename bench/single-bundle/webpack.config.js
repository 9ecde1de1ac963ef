// The same site built as ONE bundle without Module Federation: `npm run bench` compares it with the
// composed build to measure what composing at run time costs. The shell's app with every page imported
// from the remotes' sources; not deployed. Build: `npx webpack --mode production -c bench/single-bundle/webpack.config.js`.
// It is served as the composed site is: its own frames (the shell's frame renderer, built with it), the
// remotes' prerendered pages in them (their CSS Modules named as the remotes' builds name them), and
// the same inline scripts, so it hydrates the same HTML the same way.
const path = require('node:path');
const { createWebpackConfig } = require('shared-config/webpack');
const { SHELL_RULES } = require('shared-config/site-table');
const { headScript } = require('shell/head-script');

const repoRoot = path.resolve(__dirname, '../..');
const shellDir = path.join(repoRoot, 'shell');

module.exports = createWebpackConfig({
  // Built as the shell is (its tsconfig, its CSS Module names), from this folder's entry.
  dir: shellDir,
  name: 'shell',
  host: true,
  federation: false,
  entry: path.join(__dirname, 'src', 'index.tsx'),
  outputPath: path.join(__dirname, 'dist'),
  configFile: __filename,
  siteRules: SHELL_RULES,
  server: { frames: path.join(shellDir, 'src', 'frames', 'render-frame.tsx') },
  headScript: headScript(),
  cssPackages: ['marketing', 'careers', 'contact'].map((name) => ({
    dir: path.join(repoRoot, `${name}-remote`),
    name,
  })),
});
