const { createWebpackConfig } = require('shared-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'careers',
  exposes: {
    './CareerPage': './src/pages/career-page.tsx',
    './JobDetailsPage': './src/pages/job-details-page.tsx',
  },
  // The list page is prerendered at build time (hero, search, loading state). A job's page depends on
  // the job: the edge renders it per request with this module and the job it already has.
  prerender: ['CareerPage'],
  server: { 'job-details': './src/server/render-job-details.tsx' },
});
