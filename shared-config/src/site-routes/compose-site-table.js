// @ts-check
// The site's route table, composed from the shell's rules and the routes each remote release
// declares. The edge composes it for every combination of releases it serves (stable, canary,
// preview); `npm run dev` and the tests compose it from the checkout's declarations.

const { claimKey, claimedPaths, reservedClaims, unknownMenus } = require('./route-claims');
const { REMOTE_NAMES } = require('./shell-rules');

/** @typedef {import('./route-types').RemoteName} RemoteName */
/** @typedef {import('./route-types').SiteRoute} SiteRoute */
/** @typedef {import('./route-types').ShellRules} ShellRules */
/** @typedef {import('./route-types').SiteTable} SiteTable */
/** @typedef {import('./route-types').MenuLink} MenuLink */

/**
 * One menu's links: the shell's slots in order, within a slot its remote's entries by `order`, ties
 * broken by path (in code-point order), so the result never depends on which release came first.
 * @param {{ id: string, slots: readonly RemoteName[] }} menu
 * @param {readonly SiteRoute[]} routes
 * @returns {MenuLink[]}
 */
function menuLinksOf(menu, routes) {
  const slotOf = (/** @type {SiteRoute} */ route) =>
    menu.slots.indexOf(/** @type {RemoteName} */ (route.page.split('/')[0]));
  return routes
    .flatMap((route) =>
      (route.menus ?? []).filter((entry) => entry.menu === menu.id).map((entry) => ({ route, entry })),
    )
    .filter(({ route }) => slotOf(route) !== -1)
    .sort(
      (a, b) =>
        slotOf(a.route) - slotOf(b.route) ||
        a.entry.order - b.entry.order ||
        (a.route.path < b.route.path ? -1 : a.route.path > b.route.path ? 1 : 0),
    )
    .map(({ route, entry }) => ({ label: entry.label, to: route.path }));
}

/**
 * The table, and one line for each declaration it had to leave out. A page is left out when it claims
 * a reserved path or a path (or alias) an earlier remote (in REMOTE_NAMES order) or an earlier page
 * claims; a menu entry, when the shell has no slot for its remote in that menu. Activation refuses
 * all of these, so a served table only meets them when a check was overridden.
 * @param {ShellRules} rules
 * @param {Partial<Record<RemoteName, readonly SiteRoute[] | null>>} declared each remote's routes
 * @returns {{ table: SiteTable, problems: string[] }}
 */
function composeSiteTable(rules, declared) {
  /** @type {SiteRoute[]} */
  const routes = [];
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, RemoteName>} */
  const claimed = new Map();
  for (const remote of REMOTE_NAMES) {
    for (const route of declared[remote] ?? []) {
      const reserved = reservedClaims(rules, [route]);
      const taken = claimedPaths(route).filter((path) => claimed.has(claimKey(path)));
      if (reserved.length > 0) {
        problems.push(`${remote} claims ${reserved.join(', ')}, which the shell reserves`);
        continue;
      }
      if (taken.length > 0) {
        problems.push(`${remote} claims ${taken.join(', ')}, which ${claimed.get(claimKey(taken[0] ?? ''))} claims`);
        continue;
      }
      for (const path of claimedPaths(route)) claimed.set(claimKey(path), remote);
      const unknown = unknownMenus(rules, remote, [route]);
      if (unknown.length > 0)
        problems.push(`${remote} places ${route.path} in ${unknown.join(', ')}, where it has no slot`);
      routes.push(route);
    }
  }
  const redirects = [
    ...rules.redirects,
    ...routes.flatMap((route) => (route.aliases ?? []).map((alias) => ({ path: alias, to: route.path }))),
  ];
  const menus = Object.fromEntries(rules.menus.map((menu) => [menu.id, menuLinksOf(menu, routes)]));
  return { table: { routes, redirects, menus, notFound: rules.notFound }, problems };
}

module.exports = { composeSiteTable, menuLinksOf };
