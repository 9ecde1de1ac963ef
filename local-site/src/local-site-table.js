// @ts-check
// The site as this checkout declares it: each remote's routes composed with the shell's rules, as the
// edge composes the released ones. For `npm run dev`, the tests and the end-to-end suite; never in a
// release (each remote ships its own routes.json, and the shell reads the served table from its page).
const { composeSiteTable, SHELL_RULES } = require('shared-config/site-table');

/** @typedef {import('shared-config/site-table').RemoteName} RemoteName */
/** @typedef {import('shared-config/site-table').SiteRoute} SiteRoute */

/** @type {Record<RemoteName, readonly SiteRoute[]>} */
const LOCAL_ROUTES = {
  marketing: require('marketing-remote/routes').ROUTES,
  careers: require('careers-remote/routes').ROUTES,
  contact: require('contact-remote/routes').ROUTES,
};

const LOCAL_SITE_TABLE = composeSiteTable(SHELL_RULES, LOCAL_ROUTES).table;

/** Every page of the checkout, composed. */
const SITE_ROUTES = LOCAL_SITE_TABLE.routes;
/** Every redirect of the checkout: the shell's and each page's aliases. */
const ALIAS_ROUTES = LOCAL_SITE_TABLE.redirects;

module.exports = { LOCAL_ROUTES, LOCAL_SITE_TABLE, SITE_ROUTES, ALIAS_ROUTES };
