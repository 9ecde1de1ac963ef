// Where a production build puts what the edge reads besides the browser's files. The webpack plugins
// write them and the edge reads them, so both take the names from here.
module.exports = {
  /** Per way into a build (startup, each exposed page): its scripts, styles, fonts and shared modules. */
  PRELOAD_MANIFEST_FILE: 'preload-manifest.json',
  /** The pages a build renders to HTML at build time, one `<name>.html` each. */
  PRERENDERED_FOLDER: 'prerendered',
  /** Modules the edge runs to render a page with its data per request, one `<name>.cjs` each. */
  SERVER_FOLDER: 'server',
  /** A remote's declared routes, beside its remoteEntry.js: the edge composes the site's table from them. */
  ROUTES_FILE: 'routes.json',
  /** The shell's rules of the route table (menus and their slots, reserved paths, redirects, not-found). */
  SITE_RULES_FILE: 'site-rules.json',
  /** The shell's frame renderer in its server folder: the layout for a composed table, run by the edge. */
  FRAMES_MODULE: 'frames',
  /** Stands for the URL folder of the shell's files in its production index.html; the edge fills it in. */
  SHELL_BASE_MARKER: '__SHELL_BASE__/',
};
