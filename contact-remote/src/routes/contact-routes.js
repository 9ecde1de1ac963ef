// @ts-check
// Contact's page, as contact's release declares it to the site: its build exposes and prerenders it
// from this list and ships it as routes.json beside remoteEntry.js, and the edge composes the site's
// route table from it. Plain CommonJS data, so webpack configs and Node read it as it is.

/** @type {readonly import('shared-config/site-table').SiteRoute[]} */
const ROUTES = [
  {
    path: '/contact',
    page: 'contact/ContactPage',
    title: 'Contact Us',
    description:
      'Talk to our team about cybersecurity, managed IT, cloud and software development. Send a message, e-mail or call our Lagos office.',
    sitemap: true,
    ctaHeader: true,
    menus: [{ menu: 'footer-company', label: 'Contact', order: 3 }],
  },
];

module.exports = { ROUTES };
