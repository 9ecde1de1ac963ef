// @ts-check
// The shapes of the site's route table: what a remote declares of each page (its routes.js, shipped
// as routes.json in its release), what the shell owns (site-rules.json: the menus and their slots,
// reserved paths, redirects, the not-found rule) and the table the edge composes from both.

/** @typedef {'marketing' | 'careers' | 'contact'} RemoteName */

/**
 * A page module, `<remote>/<exposed module>`. The module's file in its remote follows from the name:
 * `marketing/ManagedItPage` is `marketing-remote/src/pages/managed-it-page.tsx`.
 * @typedef {`${RemoteName}/${string}`} PageModuleId
 */

/**
 * The menus of the shell's layout (site-rules.js says which remotes may place links in each):
 * - `main`: the header's links (desktop bar and the mobile sidebar);
 * - `managed-services`: the 'Managed Services' group (desktop dropdown and the sidebar's sub-list);
 * - `mobile-managed-services`: links only the sidebar's sub-list adds after that group;
 * - `footer-company`, `footer-services`, `footer-legal`: the footer's three columns.
 * @typedef {'main' | 'managed-services' | 'mobile-managed-services' | 'footer-company' | 'footer-services' | 'footer-legal'} MenuId
 */

/**
 * @typedef {object} MenuEntry
 * @property {MenuId} menu
 * @property {string} label the link's text in that menu
 * @property {number} order its place among its remote's links in that menu
 */

/**
 * One page as its remote declares it.
 * @typedef {object} SiteRoute
 * @property {string} path the canonical path; `:name` fills one segment
 * @property {PageModuleId} page
 * @property {string | null} title the page's title before ' | <brand>'; null: the page sets its own (from its data)
 * @property {string | null} description its meta description; null as for the title
 * @property {boolean} sitemap listed in sitemap.xml
 * @property {readonly string[]} [query] the query parameters this page reads; they key its cache and
 *   its canonical link, and any other parameter is ignored there (absent: none)
 * @property {boolean} [ctaHeader] also shows the call-to-action header above the footer
 * @property {readonly MenuEntry[]} [menus] where the layout's menus link to it
 * @property {readonly string[]} [aliases] old paths of the page, redirected to it with 301
 */

/** @typedef {{ path: string, to: string }} RouteRedirect */
/** @typedef {{ label: string, to: string }} MenuLink */

/**
 * What the shell owns of the route table (its release's site-rules.json).
 * @typedef {object} ShellRules
 * @property {readonly { id: MenuId, slots: readonly RemoteName[] }[]} menus each menu of the layout and,
 *   in order, the remotes that may place links in it
 * @property {readonly string[]} reserved paths no page may claim (the edge's own), with everything under them
 * @property {readonly RouteRedirect[]} redirects the shell's own permanent redirects
 * @property {string} notFound where an unknown path is sent (a temporary redirect)
 */

/**
 * The site's route table as the edge composes it from one shell release and the remote releases
 * served with it, and as the shell reads it from the runtime configuration.
 * @typedef {object} SiteTable
 * @property {readonly SiteRoute[]} routes every page, the remotes' in the shell's remote order
 * @property {readonly RouteRedirect[]} redirects the shell's redirects and every page's aliases
 * @property {Readonly<Record<string, readonly MenuLink[]>>} menus each menu's links, in order
 * @property {string} notFound
 */

module.exports = {};
