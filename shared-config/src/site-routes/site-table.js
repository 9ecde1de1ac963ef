// @ts-check
// The route table's pure parts, for every consumer that must not carry the checkout's own pages (the
// shell's bundle, the edge, the release checks, each remote's build): the shell's rules, reading and
// composing declarations, and the views computed from a table handed in.
const { REMOTE_NAMES, SHELL_RULES } = require('./shell-rules');
const { readRouteDeclarations } = require('./route-declarations');
const { composeSiteTable, menuLinksOf } = require('./compose-site-table');
const { claimKey, claimedPaths, sharedClaims, reservedClaims, unknownMenus } = require('./route-claims');
const { fillPath } = require('./path-matcher');

/** @typedef {import('./route-types').RemoteName} RemoteName */
/** @typedef {import('./route-types').PageModuleId} PageModuleId */
/** @typedef {import('./route-types').MenuId} MenuId */
/** @typedef {import('./route-types').MenuEntry} MenuEntry */
/** @typedef {import('./route-types').SiteRoute} SiteRoute */
/** @typedef {import('./route-types').RouteRedirect} RouteRedirect */
/** @typedef {import('./route-types').MenuLink} MenuLink */
/** @typedef {import('./route-types').ShellRules} ShellRules */
/** @typedef {import('./route-types').SiteTable} SiteTable */

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
 * A remote's Module Federation `exposes`: each of its declared page modules, from its file.
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} routes its declared routes
 * @returns {Record<string, string>}
 */
function exposesOf(remote, routes) {
  return Object.fromEntries(
    routes
      .filter(({ page }) => splitPageModule(page)[0] === remote)
      .map(({ page }) => {
        const name = splitPageModule(page)[1];
        return [`./${name}`, `./src/pages/${pageFileName(name)}.tsx`];
      }),
  );
}

/**
 * The page modules a remote renders to HTML at build time: those of paths without parameters (a
 * page that needs its parameter has nothing to show before it knows it).
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} routes its declared routes
 */
function prerenderedPagesOf(remote, routes) {
  return routes
    .filter(({ page, path }) => splitPageModule(page)[0] === remote && !path.includes(':'))
    .map(({ page }) => splitPageModule(page)[1]);
}

/**
 * The path that shows `page`, its `:name` segments filled with `params` (encoded).
 * @param {PageModuleId} page
 * @param {Record<string, string>} params
 * @param {readonly SiteRoute[]} routes
 */
function pathOf(page, params, routes) {
  const route = routes.find((candidate) => candidate.page === page);
  if (!route) throw new Error(`no route shows ${page}`);
  const path = fillPath(route.path, params);
  if (path !== null) return path;
  const missing = [...route.path.matchAll(/:(\w+)/g)].flatMap(([, name = '']) =>
    params[name] === undefined ? [name] : [],
  );
  throw new Error(`${route.path} needs its ${missing.join(', ')}`);
}

module.exports = {
  REMOTE_NAMES,
  SHELL_RULES,
  readRouteDeclarations,
  composeSiteTable,
  menuLinksOf,
  claimKey,
  claimedPaths,
  sharedClaims,
  reservedClaims,
  unknownMenus,
  splitPageModule,
  pageFileName,
  exposesOf,
  prerenderedPagesOf,
  pathOf,
};
