const { createWebpackConfig } = require('shared-config/webpack');
const { inlineStartReporter } = require('./src/reports/start-reporter');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  prerender: './src/prerender/render-layouts.tsx',
  // A shell release that fails to start reports it, so its canary is judged like any other.
  headScript: inlineStartReporter(),
});
