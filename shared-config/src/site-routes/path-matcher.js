// @ts-check
// Matches a path against route patterns the way the shell's React Router does, so the browser, its
// reports and the edge never disagree on which route a path is: case-insensitive, trailing slashes
// ignored (an empty segment elsewhere matches nothing), each segment decoded, `:name` filling one
// segment, a route with more fixed segments preferred to one with parameters there, and the table's
// order for the rest. One difference, kept on purpose: a segment that cannot be decoded matches
// nothing here, where React Router would hand its raw text to the page.

/**
 * @template {string} Page
 * @typedef {object} PageMatch
 * @property {Page} page
 * @property {string} path the route's own path as the table writes it (`/job-details/:id`): a bounded
 *   name for the route
 * @property {Record<string, string>} params the `:name` segments, decoded, in the case the visitor wrote them
 */

/** @param {string} url a path, with or without its query and fragment */
const pathnameOf = (url) => url.split(/[?#]/, 1)[0] ?? '';

/** @param {string} path */
const segmentsOf = (path) => path.split('/').filter(Boolean);

/**
 * The segments of a visited path, decoded; null when no route can show it (not a path, an empty
 * segment before the end, a segment that cannot be decoded).
 * @param {string} url
 */
function decodedSegments(url) {
  const pathname = pathnameOf(url).replace(/\/+$/, '');
  if (pathname !== '' && !pathname.startsWith('/')) return null;
  const segments = pathname.split('/').slice(1);
  if (segments.includes('')) return null;
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * A matcher over entries that each carry a path pattern: the entry a path shows, with its parameters.
 * @template {{ path: string }} Entry
 * @param {readonly Entry[]} entries in the table's order
 * @returns {(url: string) => { entry: Entry, params: Record<string, string> } | null}
 */
function createPathMatcher(entries) {
  const patterns = entries.map((entry) => {
    /** @type {({ param: string } | { text: string })[]} */
    const segments = segmentsOf(entry.path).map((segment) =>
      segment.startsWith(':') ? { param: segment.slice(1) } : { text: segment.toLowerCase() },
    );
    return { entry, segments, fixed: segments.filter((segment) => 'text' in segment).length };
  });
  return (url) => {
    const wanted = decodedSegments(url);
    if (!wanted) return null;
    const folded = wanted.map((segment) => segment.toLowerCase());
    /** @type {(typeof patterns)[number] | undefined} */
    let best;
    for (const pattern of patterns) {
      if (pattern.segments.length !== wanted.length || (best && pattern.fixed <= best.fixed)) continue;
      if (pattern.segments.every((segment, index) => !('text' in segment) || segment.text === folded[index])) {
        best = pattern;
      }
    }
    if (!best) return null;
    /** @type {Record<string, string>} */
    const params = {};
    best.segments.forEach((segment, index) => {
      if ('param' in segment) params[segment.param] = wanted[index] ?? '';
    });
    return { entry: best.entry, params };
  };
}

/**
 * The page a path shows by a list of routes, or null for none (or a segment that cannot be decoded).
 * @template {string} Page
 * @param {readonly { path: string, page: Page }[]} routes
 * @returns {(url: string) => PageMatch<Page> | null}
 */
function createPageMatcher(routes) {
  const match = createPathMatcher(routes);
  return (url) => {
    const found = match(url);
    return found && { page: found.entry.page, path: found.entry.path, params: found.params };
  };
}

/**
 * The path a pattern stands for with its `:name` segments filled from `params` (encoded): one spelling
 * per page. Null when a parameter is missing.
 * @param {string} pattern
 * @param {Readonly<Record<string, string>>} params
 * @returns {string | null}
 */
function fillPath(pattern, params) {
  let missing = false;
  const path = pattern.replace(/:(\w+)/g, (_segment, /** @type {string} */ name) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : path;
}

module.exports = { createPathMatcher, createPageMatcher, fillPath };
