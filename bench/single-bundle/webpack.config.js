// The same site built as ONE bundle without Module Federation: `npm run bench` compares it with the
// composed build to measure what composing at run time costs. The shell's app with every page imported
// from the remotes' sources; not deployed. Build: `npx webpack --mode production -c bench/single-bundle/webpack.config.js`.
const path = require('node:path');
const { createWebpackConfig } = require('shared-config/webpack');

module.exports = createWebpackConfig({
  // Built as the shell is (its tsconfig, its CSS Module names), from this folder's entry.
  dir: path.resolve(__dirname, '../../shell'),
  name: 'shell',
  host: true,
  federation: false,
  entry: path.join(__dirname, 'src', 'index.tsx'),
  outputPath: path.join(__dirname, 'dist'),
  configFile: __filename,
});
