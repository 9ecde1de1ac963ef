// Where a production build puts what the edge reads besides the browser's files. The webpack plugins
// write them and the edge reads them, so both take the names from here.
module.exports = {
  /** Per way into a build (startup, each exposed page): its scripts, styles, fonts and shared modules. */
  PRELOAD_MANIFEST_FILE: 'preload-manifest.json',
  /** The pages a build renders to HTML at build time, one `<name>.html` each. */
  PRERENDERED_FOLDER: 'prerendered',
  /** Modules the edge runs to render a page with its data per request, one `<name>.cjs` each. */
  SERVER_FOLDER: 'server',
  /** The shell's route table as data: which page module each path loads (checked before a release goes live). */
  ROUTES_FILE: 'routes.json',
  /** Stands for the URL folder of the shell's files in its production index.html; the edge fills it in. */
  SHELL_BASE_MARKER: '__SHELL_BASE__/',
};
