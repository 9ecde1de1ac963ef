const { createWebpackConfig } = require('shared-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  bundlerRuntime: './src/federation/bundler-runtime.ts',
  prerender: './src/prerender/render-layouts.tsx',
});
