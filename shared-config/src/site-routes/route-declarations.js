// @ts-check
// Reads a remote's declared routes (its routes.json, or its routes.js in the checkout) and says what
// is wrong with each entry, so activation can refuse a malformed one and the edge can leave it out.

/** @typedef {import('./route-types').RemoteName} RemoteName */
/** @typedef {import('./route-types').SiteRoute} SiteRoute */

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

// A path of this site, spelled once: no query, fragment, doubled or trailing slash, spaces or dots.
const PATH = /^\/(?:[A-Za-z0-9_-]+|:[a-z][A-Za-z0-9]*)(?:\/(?:[A-Za-z0-9_-]+|:[a-z][A-Za-z0-9]*))*$|^\/$/;
const MODULE = /^[A-Z][A-Za-z0-9_]*$/;
const QUERY_NAME = /^[A-Za-z0-9_-]+$/;

/** @param {unknown} value */
const isNullableText = (value) => value === null || (typeof value === 'string' && value.trim() !== '');

/**
 * What is wrong with one declared entry of `remote` (empty: nothing).
 * @param {RemoteName} remote
 * @param {unknown} entry
 * @returns {string[]}
 */
function entryProblems(remote, entry) {
  if (!isRecord(entry)) return ['is not an object'];
  /** @type {string[]} */
  const problems = [];
  const { path, page, title, description, sitemap, query, ctaHeader, menus, aliases } = entry;
  if (typeof path !== 'string' || !PATH.test(path))
    problems.push(`its path ${JSON.stringify(path)} is not a page path`);
  const prefix = `${remote}/`;
  if (typeof page !== 'string' || !page.startsWith(prefix) || !MODULE.test(page.slice(prefix.length))) {
    problems.push(`its page ${JSON.stringify(page)} is not a module of ${remote} (${remote}/<Name>)`);
  }
  if (!isNullableText(title) || !isNullableText(description))
    problems.push('its title and description must be texts or null');
  if (typeof sitemap !== 'boolean') problems.push('its sitemap must be true or false');
  if (
    query !== undefined &&
    !(Array.isArray(query) && query.every((name) => typeof name === 'string' && QUERY_NAME.test(name)))
  ) {
    problems.push('its query must be a list of parameter names');
  }
  if (ctaHeader !== undefined && typeof ctaHeader !== 'boolean') problems.push('its ctaHeader must be true or false');
  const menuOk = (/** @type {unknown} */ item) =>
    isRecord(item) &&
    typeof item.menu === 'string' &&
    typeof item.label === 'string' &&
    item.label.trim() !== '' &&
    typeof item.order === 'number' &&
    Number.isFinite(item.order);
  if (menus !== undefined && !(Array.isArray(menus) && menus.every(menuOk))) {
    problems.push('its menus must be a list of { menu, label, order }');
  }
  const aliasOk = (/** @type {unknown} */ alias) =>
    typeof alias === 'string' && PATH.test(alias) && !alias.includes(':');
  if (aliases !== undefined && !(Array.isArray(aliases) && aliases.every(aliasOk))) {
    problems.push('its aliases must be a list of paths without parameters');
  }
  return problems;
}

/**
 * A remote's declared routes: the well-formed entries, and one line for each entry that is not.
 * @param {RemoteName} remote
 * @param {unknown} value the parsed routes.json (`{ routes: [...] }`)
 * @returns {{ routes: SiteRoute[], problems: string[] }}
 */
function readRouteDeclarations(remote, value) {
  const list = isRecord(value) ? value.routes : undefined;
  if (!Array.isArray(list)) return { routes: [], problems: ['its routes.json holds no list of routes'] };
  /** @type {SiteRoute[]} */
  const routes = [];
  /** @type {string[]} */
  const problems = [];
  list.forEach((entry, index) => {
    const wrong = entryProblems(remote, entry);
    const name = isRecord(entry) && typeof entry.path === 'string' ? ` (${entry.path})` : '';
    if (wrong.length === 0) routes.push(/** @type {SiteRoute} */ (entry));
    else problems.push(`route ${index + 1}${name} is malformed: ${wrong.join('; ')}`);
  });
  return { routes, problems };
}

module.exports = { readRouteDeclarations };
