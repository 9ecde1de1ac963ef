const { createWebpackConfig } = require('shared-config/webpack');
const { exposesOf, prerenderedPagesOf } = require('shared-config/site-table');
const { ROUTES } = require('./src/routes/marketing-routes');

// Every marketing page declared in src/routes/marketing-routes.js, exposed from its file under
// src/pages/ (the module name, kebab-cased) and shipped as routes.json in the release; each is
// static, so each is prerendered for the edge to show before the JavaScript.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'marketing',
  exposes: exposesOf('marketing', ROUTES),
  prerender: prerenderedPagesOf('marketing', ROUTES),
  routes: ROUTES,
});
