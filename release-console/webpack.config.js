const path = require('node:path');
const { createWebpackConfig } = require('shared-config/webpack');

// The release console: one standalone app (no Module Federation), its page served at / by the release service.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'console',
  federation: false,
  entry: './src/index.tsx',
  pageTemplate: path.join(__dirname, 'index.html'),
});
