// @ts-check
// The route table (site-routes.js) and what each consumer reads from it. Every view takes the table
// as a parameter (the real one by default), so a test can hand it a table with a page added.
const { REMOTE_NAMES, SITE_ROUTES, ALIAS_ROUTES } = require('./site-routes');

/** @typedef {import('./site-routes').RemoteName} RemoteName */
/** @typedef {import('./site-routes').PageModuleId} PageModuleId */
/** @typedef {import('./site-routes').MenuId} MenuId */
/** @typedef {import('./site-routes').MenuEntry} MenuEntry */
/** @typedef {import('./site-routes').SiteRoute} SiteRoute */
/** @typedef {{ label: string, to: string }} MenuLink */

/**
 * The remote a page module belongs to, and its exposed module's name.
 * @param {PageModuleId} page
 * @returns {[RemoteName, string]}
 */
function splitPageModule(page) {
  const slash = page.indexOf('/');
  return [/** @type {RemoteName} */ (page.slice(0, slash)), page.slice(slash + 1)];
}

/**
 * A page module's file name in its remote's src/pages/, by the naming convention: `ManagedItPage`
 * is `managed-it-page` (.tsx).
 * @param {string} moduleName the exposed module's name
 */
function pageFileName(moduleName) {
  return moduleName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} [routes]
 */
function routesOf(remote, routes = SITE_ROUTES) {
  return routes.filter((route) => splitPageModule(route.page)[0] === remote);
}

/**
 * A remote's Module Federation `exposes`: each of its page modules, from its file.
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} [routes]
 * @returns {Record<string, string>}
 */
function exposesOf(remote, routes = SITE_ROUTES) {
  return Object.fromEntries(
    routesOf(remote, routes).map(({ page }) => {
      const name = splitPageModule(page)[1];
      return [`./${name}`, `./src/pages/${pageFileName(name)}.tsx`];
    }),
  );
}

/**
 * The page modules a remote renders to HTML at build time: those of paths without parameters (a
 * page that needs its parameter has nothing to show before it knows it).
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} [routes]
 */
function prerenderedPagesOf(remote, routes = SITE_ROUTES) {
  return routesOf(remote, routes)
    .filter(({ path }) => !path.includes(':'))
    .map(({ page }) => splitPageModule(page)[1]);
}

/**
 * One menu's links, in their order.
 * @param {MenuId} menu
 * @param {readonly SiteRoute[]} [routes]
 * @returns {MenuLink[]}
 */
function menuLinks(menu, routes = SITE_ROUTES) {
  return routes
    .flatMap((route) => (route.menus ?? []).filter((entry) => entry.menu === menu).map((entry) => ({ route, entry })))
    .sort((a, b) => a.entry.order - b.entry.order)
    .map(({ route, entry }) => ({ label: entry.label, to: route.path }));
}

/**
 * The path that shows `page`, its `:name` segments filled with `params` (encoded).
 * @param {PageModuleId} page
 * @param {Record<string, string>} [params]
 * @param {readonly SiteRoute[]} [routes]
 */
function pathOf(page, params = {}, routes = SITE_ROUTES) {
  const route = routes.find((candidate) => candidate.page === page);
  if (!route) throw new Error(`no route shows ${page}`);
  return route.path.replace(/:(\w+)/g, (_segment, name) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs its ${name}`);
    return encodeURIComponent(value);
  });
}

module.exports = {
  REMOTE_NAMES,
  SITE_ROUTES,
  ALIAS_ROUTES,
  splitPageModule,
  pageFileName,
  routesOf,
  exposesOf,
  prerenderedPagesOf,
  menuLinks,
  pathOf,
};
