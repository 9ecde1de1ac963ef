// @ts-check
// Careers' pages, as careers' release declares them to the site: its build exposes (and prerenders)
// each page from this list and ships it as routes.json beside remoteEntry.js, and the edge composes
// the site's route table from it. Plain CommonJS data, so webpack configs and Node read it as it is.

/** @type {readonly import('shared-config/site-table').SiteRoute[]} */
const ROUTES = [
  {
    path: '/career',
    page: 'careers/CareerPage',
    // The applied search (careers' readJobSearch): a shared link opens the same results.
    query: ['q', 'location', 'industry', 'page', 'limit'],
    title: 'Careers',
    description:
      'Open roles at Corelink Technologies and its clients in Lagos, remote and hybrid: engineering, security, cloud, support and more.',
    sitemap: true,
    menus: [{ menu: 'footer-company', label: 'Career', order: 2 }],
  },
  {
    // The sitemap lists each open job itself; the page takes its title from the job.
    path: '/job-details/:id',
    page: 'careers/JobDetailsPage',
    title: null,
    description: null,
    sitemap: false,
  },
];

module.exports = { ROUTES };
