const { createWebpackConfig } = require('shared-config/webpack');
const { exposesOf, prerenderedPagesOf } = require('shared-config/site-routes');

// Every marketing page in the site's route table, exposed from its file under src/pages/ (the module
// name, kebab-cased); each is static, so each is prerendered for the edge to show before the JavaScript.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'marketing',
  exposes: exposesOf('marketing'),
  prerender: prerenderedPagesOf('marketing'),
});
