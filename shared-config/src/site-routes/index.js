// @ts-check
// The route table as this checkout declares it (local-site-table.js), with the pure views of
// site-table.js taking it as their default. Node, the tests and the dev servers read it; a release
// never does: each remote ships its own routes.json and the edge composes the served table.
const view = require('./site-table');
const { REMOTE_NAMES, SHELL_RULES, readRouteDeclarations, composeSiteTable, splitPageModule, pageFileName } = view;
const { LOCAL_ROUTES, LOCAL_SITE_TABLE } = require('./local-site-table');

/** @typedef {import('./route-types').RemoteName} RemoteName */
/** @typedef {import('./route-types').PageModuleId} PageModuleId */
/** @typedef {import('./route-types').MenuId} MenuId */
/** @typedef {import('./route-types').MenuEntry} MenuEntry */
/** @typedef {import('./route-types').SiteRoute} SiteRoute */
/** @typedef {import('./route-types').RouteRedirect} RouteRedirect */
/** @typedef {import('./route-types').MenuLink} MenuLink */
/** @typedef {import('./route-types').ShellRules} ShellRules */
/** @typedef {import('./route-types').SiteTable} SiteTable */

/** Every page of the checkout, composed. */
const SITE_ROUTES = LOCAL_SITE_TABLE.routes;
/** Every redirect of the checkout: the shell's and each page's aliases. */
const ALIAS_ROUTES = LOCAL_SITE_TABLE.redirects;

/**
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} [routes]
 */
const routesOf = (remote, routes = SITE_ROUTES) => routes.filter((route) => splitPageModule(route.page)[0] === remote);

/**
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} [routes]
 */
const exposesOf = (remote, routes = SITE_ROUTES) => view.exposesOf(remote, routes);

/**
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} [routes]
 */
const prerenderedPagesOf = (remote, routes = SITE_ROUTES) => view.prerenderedPagesOf(remote, routes);

/**
 * One menu's links, in the composed order.
 * @param {MenuId} menu
 * @param {readonly SiteRoute[]} [routes]
 * @returns {MenuLink[]}
 */
function menuLinks(menu, routes = SITE_ROUTES) {
  const rule = view.SHELL_RULES.menus.find((candidate) => candidate.id === menu);
  return rule ? view.menuLinksOf(rule, routes) : [];
}

/**
 * @param {PageModuleId} page
 * @param {Record<string, string>} [params]
 * @param {readonly SiteRoute[]} [routes]
 */
const pathOf = (page, params = {}, routes = SITE_ROUTES) => view.pathOf(page, params, routes);

module.exports = {
  REMOTE_NAMES,
  SHELL_RULES,
  readRouteDeclarations,
  composeSiteTable,
  splitPageModule,
  pageFileName,
  LOCAL_ROUTES,
  LOCAL_SITE_TABLE,
  SITE_ROUTES,
  ALIAS_ROUTES,
  routesOf,
  exposesOf,
  prerenderedPagesOf,
  menuLinks,
  pathOf,
};
