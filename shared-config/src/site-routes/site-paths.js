// @ts-check
// What a path of the site is by a composed route table: a page, an old address of one, or unknown.
// The one answer for the shell (which page to load before its router starts, which route a report
// names) and the edge (what a request answers, its canonical link, its cache key, the sitemap), as
// the shell's React Router routes the same table (shell/src/app/routes.tsx).
const { createPathMatcher, createPageMatcher, fillPath } = require('./path-matcher');

// The table's types are imported where used: a typedef here would be part of this entry's surface.
/**
 * @template {string} Page
 * @typedef {import('./path-matcher').PageMatch<Page>} PageMatch
 */

/**
 * - `page`: a page of the table, with its route;
 * - `redirect`: an alias (or a shell redirect), sent for good to its page, the query kept;
 * - `not-found`: no route: sent where the shell's not-found rule says (a page of the table);
 * - `unrouted`: no route, and the not-found rule names no page either: nowhere to send anyone.
 * @typedef {{ kind: 'page', match: PageMatch<import('./route-types').PageModuleId>,
 *     route: import('./route-types').SiteRoute }
 *   | { kind: 'redirect', location: string }
 *   | { kind: 'not-found', location: string }
 *   | { kind: 'unrouted' }} SitePath
 */

/** Tables never change once composed: one matcher each (over its pages and redirects), kept while the table is. */
const matchers = /** @type {WeakMap<import('./route-types').SiteTable, ReturnType<typeof matcherOf>>} */ (
  new WeakMap()
);

/**
 * @param {import('./route-types').SiteTable} table
 */
function matcherOf(table) {
  /** @type {({ path: string, route: import('./route-types').SiteRoute, to?: undefined }
   *   | { path: string, to: string, route?: undefined })[]} */
  const entries = [
    ...table.routes.map((route) => ({ path: route.path, route })),
    ...table.redirects.map(({ path, to }) => ({ path, to })),
  ];
  return createPathMatcher(entries);
}

/** @param {string} url */
const searchOf = (url) => {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
};

/**
 * What `url` (a path, its query allowed) is by `table`. Pages and redirects are ranked together, as
 * React Router ranks sibling routes: the more fixed segments win, then pages before redirects.
 * @param {import('./route-types').SiteTable} table
 * @param {string} url
 * @returns {SitePath}
 */
function routeSitePath(table, url) {
  let match = matchers.get(table);
  if (!match) matchers.set(table, (match = matcherOf(table)));
  const found = match(url);
  if (found?.entry.route) {
    const { route } = found.entry;
    return { kind: 'page', match: { page: route.page, path: route.path, params: found.params }, route };
  }
  if (found?.entry.to !== undefined) return { kind: 'redirect', location: `${found.entry.to}${searchOf(url)}` };
  return match(table.notFound)?.entry.route ? { kind: 'not-found', location: table.notFound } : { kind: 'unrouted' };
}

/**
 * The part of a query string (`?…` or '') a route reads, in one form for every URL that shows the
 * same page: only the parameters it declares, empty ones dropped, sorted by name (a stable sort: a
 * repeated parameter keeps its order).
 * @param {Pick<import('./route-types').SiteRoute, 'query'>} route
 * @param {string} search
 */
function declaredSearch(route, search) {
  const declared = route.query ?? [];
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (value !== '' && declared.includes(name)) kept.append(name, value);
  }
  kept.sort();
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}

module.exports = { routeSitePath, declaredSearch, createPageMatcher, fillPath };
