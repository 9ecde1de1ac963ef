// @ts-check
// The site as this checkout declares it: each remote's routes.js composed with the shell's rules, as
// the edge composes the released ones. For `npm run dev`, the harness-free tests and the end-to-end
// suite; never bundled into a release (the shell's bundle reads the served table from its page).
const { composeSiteTable } = require('./compose-site-table');
const { SHELL_RULES } = require('./shell-rules');

/** @typedef {import('./route-types').RemoteName} RemoteName */
/** @typedef {import('./route-types').SiteRoute} SiteRoute */

/** @type {Record<RemoteName, readonly SiteRoute[]>} */
const LOCAL_ROUTES = {
  // Read from the remotes' own route files, which shared-config cannot import by name (the remotes
  // depend on it): the one reach into other packages' folders the lint allows.
  /* eslint-disable package-exports/through-exports */
  marketing: require('../../../marketing-remote/src/routes/marketing-routes').ROUTES,
  careers: require('../../../careers-remote/src/routes/careers-routes').ROUTES,
  contact: require('../../../contact-remote/src/routes/contact-routes').ROUTES,
  /* eslint-enable package-exports/through-exports */
};

const LOCAL_SITE_TABLE = composeSiteTable(SHELL_RULES, LOCAL_ROUTES).table;

module.exports = { LOCAL_ROUTES, LOCAL_SITE_TABLE };
