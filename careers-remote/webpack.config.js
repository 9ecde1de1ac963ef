const { createWebpackConfig } = require('shared-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'careers',
  exposes: {
    './CareerPage': './src/pages/career-page.tsx',
    './JobDetailsPage': './src/pages/job-details-page.tsx',
  },
  // Job details depend on the job, so only the list page (search, hero, loading state) is prerendered.
  prerender: ['CareerPage'],
});
