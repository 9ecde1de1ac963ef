const { createWebpackConfig } = require('shared-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'careers',
  exposes: {
    './CareerPage': './src/pages/career-page.tsx',
    './JobDetailsPage': './src/pages/job-details-page.tsx',
  },
  // Both pages depend on data: the edge renders them per request with this server module and the
  // answers it already has. The list page is also prerendered at build time (hero, search, loading
  // state), for when the edge cannot run the module (a careers build on another host).
  prerender: ['CareerPage'],
  server: { careers: './src/server/careers-server.tsx' },
});
