const { createWebpackConfig } = require('shared-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'careers',
  exposes: {
    './CareerPage': './src/pages/career-page.tsx',
    './JobDetailsPage': './src/pages/job-details-page.tsx',
  },
});
