const { createWebpackConfig } = require('shared-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  prerender: './src/prerender/render-layouts.tsx',
});
