const { createWebpackConfig } = require('shared-config/webpack');
const { exposesOf, prerenderedPagesOf } = require('shared-config/site-table');
const { ROUTES } = require('./src/routes/careers-routes');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'careers',
  // Every careers page declared in src/routes/careers-routes.js, from its file under src/pages/,
  // shipped as routes.json in the release.
  exposes: exposesOf('careers', ROUTES),
  // Both pages depend on data: the edge renders them per request with this server module and the
  // answers it already has. The list page is also prerendered at build time (hero, search, loading
  // state), for when the edge cannot run the module (a careers build on another host).
  prerender: prerenderedPagesOf('careers', ROUTES),
  server: { careers: './src/server/careers-server.tsx' },
  routes: ROUTES,
});
