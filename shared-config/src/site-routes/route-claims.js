// @ts-check
// Who may claim which path: a page's path and aliases belong to one remote, never to a path the shell
// reserves, and its menu entries only to menus the shell has a slot for that remote in. The edge's
// composition and the activation checks both ask these questions, so they agree on the answer.

/** @typedef {import('./route-types').RemoteName} RemoteName */
/** @typedef {import('./route-types').SiteRoute} SiteRoute */
/** @typedef {import('./route-types').ShellRules} ShellRules */

/**
 * One spelling per path a router could confuse: case folded, each parameter the same.
 * @param {string} path
 */
const claimKey = (path) => path.toLowerCase().replace(/:[^/]+/g, ':');

/**
 * Every path a route answers: its own and its aliases.
 * @param {SiteRoute} route
 */
const claimedPaths = (route) => [route.path, ...(route.aliases ?? [])];

/**
 * The paths both route lists claim (path or alias, in either), as the first list spells them.
 * @param {readonly SiteRoute[]} routes
 * @param {readonly SiteRoute[]} others
 */
function sharedClaims(routes, others) {
  const taken = new Set(others.flatMap(claimedPaths).map(claimKey));
  return [...new Set(routes.flatMap(claimedPaths).filter((path) => taken.has(claimKey(path))))];
}

/**
 * The paths of `routes` the shell keeps for itself: a reserved path or anything under it, and the
 * paths of its own redirects.
 * @param {ShellRules} rules
 * @param {readonly SiteRoute[]} routes
 */
function reservedClaims(rules, routes) {
  const redirects = new Set(rules.redirects.map(({ path }) => claimKey(path)));
  const reserved = rules.reserved.map((path) => path.toLowerCase());
  return routes.flatMap(claimedPaths).filter((path) => {
    const lower = path.toLowerCase();
    return (
      redirects.has(claimKey(path)) || reserved.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))
    );
  });
}

/**
 * The menus `remote`'s routes place links in that the shell has no slot for it in (or has not at all).
 * @param {ShellRules} rules
 * @param {RemoteName} remote
 * @param {readonly SiteRoute[]} routes
 */
function unknownMenus(rules, remote, routes) {
  const open = new Set(rules.menus.filter((menu) => menu.slots.includes(remote)).map((menu) => menu.id));
  return [...new Set(routes.flatMap((route) => (route.menus ?? []).map((entry) => entry.menu)))].filter(
    (menu) => !open.has(/** @type {import('./route-types').MenuId} */ (menu)),
  );
}

module.exports = { claimKey, claimedPaths, sharedClaims, reservedClaims, unknownMenus };
