const { createWebpackConfig } = require('shared-config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'contact',
  exposes: {
    './ContactPage': './src/pages/contact-page.tsx',
  },
  prerender: ['ContactPage'],
});
