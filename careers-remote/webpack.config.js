const { createWebpackConfig } = require('shared-config/webpack');
const { exposesOf, prerenderedPagesOf } = require('shared-config/site-routes');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'careers',
  // Every careers page of the site's route table, from its file under src/pages/.
  exposes: exposesOf('careers'),
  // Both pages depend on data: the edge renders them per request with this server module and the
  // answers it already has. The list page is also prerendered at build time (hero, search, loading
  // state), for when the edge cannot run the module (a careers build on another host).
  prerender: prerenderedPagesOf('careers'),
  server: { careers: './src/server/careers-server.tsx' },
});
