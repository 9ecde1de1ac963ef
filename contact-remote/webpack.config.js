const { createWebpackConfig } = require('shared-config/webpack');
const { exposesOf, prerenderedPagesOf } = require('shared-config/site-routes');

// The contact page of the site's route table, from its file under src/pages/, prerendered.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'contact',
  exposes: exposesOf('contact'),
  prerender: prerenderedPagesOf('contact'),
});
