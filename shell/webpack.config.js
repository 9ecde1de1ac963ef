const { createWebpackConfig } = require('shared-config/webpack');
const { SHELL_RULES } = require('shared-config/site-table');
const { headScript } = require('./src/boot/head-script');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  // Pages come from the remotes' releases: the shell ships only its rules of the route table
  // (site-rules.json) and its frame renderer, which the edge runs for each composed table.
  siteRules: SHELL_RULES,
  // `npm run dev` composes the table from the checkout's remotes, as the edge composes released ones.
  devSite: () => require('local-site').LOCAL_SITE_TABLE,
  server: { frames: './src/frames/render-frame.tsx' },
  // A shell release that fails to start reports it, so its canary is judged like any other; a form
  // of the page the edge sent never submits itself before its code has run.
  headScript: headScript(),
});
