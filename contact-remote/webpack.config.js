const { createWebpackConfig } = require('shared-config/webpack');
const { exposesOf, prerenderedPagesOf } = require('shared-config/site-table');
const { ROUTES } = require('./src/routes/contact-routes');

// The contact page declared in src/routes/contact-routes.js, from its file under src/pages/,
// prerendered, and shipped as routes.json in the release.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'contact',
  exposes: exposesOf('contact', ROUTES),
  prerender: prerenderedPagesOf('contact', ROUTES),
  routes: ROUTES,
});
