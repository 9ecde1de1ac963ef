// The one Module Federation `shared` map. Every package builds from it, so no two configs can disagree.
// Only what must be one instance per page is shared: a library shared whole cannot be tree-shaken, so
// sharing costs bytes. React and React DOM hold the one renderer and its hooks; react-toastify the one
// container every remote's toast() reaches (through its unstyled entry: the styled one injects a
// <style> element the CSP refuses). Formik and yup are not shared: each form lives inside one
// remote, so a remote bundles the parts it uses.
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'react-toastify/unstyled'];
// react-redux holds the one store context: the stores' Provider (from the shared-config/redux facade)
// and RTK Query's hooks (bundled by careers alone) must reach the same copy, whichever remote a visit
// loads first. Shared whole; only the remotes with a store depend on it.
const STORE_SINGLETONS = ['react-redux'];

// shared-config's browser modules that hold state or context across packages. React Router and Redux
// Toolkit are shared through facades (shared-config/router: the one router context; shared-config/redux:
// one Redux Toolkit for the stores), subsets webpack can tree-shake, rather than whole. RTK Query
// (shared-config/redux/query) is not shared: only careers uses it. shared-config/ui and
// shared-config/site come with the shell, which has them in its entry anyway. Each module names the
// libraries a package must depend on to offer it.
const SHARED_CONFIG_MODULES = {
  'shared-config/ui': [],
  'shared-config/site': [],
  'shared-config/router': [],
  'shared-config/redux': ['@reduxjs/toolkit', 'react-redux'],
};

// What the shell provides to every page. A remote's production build takes these from the shell alone
// (`import: false`): it ships no copy of its own, and its remoteEntry.js lists no fallback for them.
// The remote's dev build keeps its own, so its harness page still runs without the shell.
const SHELL_PROVIDES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-toastify/unstyled',
  'shared-config/ui',
  'shared-config/site',
  'shared-config/router',
];

function packageOf(request) {
  const bare = request.endsWith('/') ? request.slice(0, -1) : request;
  return bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0];
}

/**
 * @typedef {{ singleton: true, requiredVersion: string, version?: string, eager?: true, import?: false }} SharedOptions
 */

/**
 * The shared map for one package: only the libraries it depends on (so no package offers a library it
 * does not ship), each a strict singleton at the version the package pins.
 * @param {{ dependencies?: Record<string, string> }} packageJson
 * @param {{ host?: boolean, production?: boolean }} [build]
 * @returns {Record<string, SharedOptions>}
 */
function sharedFor(packageJson, { host = false, production = false } = {}) {
  const deps = packageJson.dependencies ?? {};
  /** @type {Record<string, SharedOptions>} */
  const shared = {};
  for (const request of [...SINGLETONS, ...STORE_SINGLETONS]) {
    const version = deps[packageOf(request)];
    if (version) shared[request] = { singleton: true, requiredVersion: `^${version.replace(/^[\^~]/, '')}` };
  }
  if (deps['shared-config']) {
    const { version } = require('../package.json');
    for (const [request, needs] of Object.entries(SHARED_CONFIG_MODULES)) {
      if (needs.every((library) => deps[library])) {
        shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
      }
    }
  }
  return production ? forProduction(shared, host) : shared;
}

// Shared modules that bring stylesheets. Bundled into the shell's entry, their CSS would become a
// render-blocking stylesheet of index.html instead of one the edge inlines into a prerendered page.
const STYLED = ['shared-config/ui'];

/**
 * @param {Record<string, SharedOptions>} shared
 * @param {boolean} host
 * @returns {Record<string, SharedOptions>}
 */
function forProduction(shared, host) {
  return Object.fromEntries(
    Object.entries(shared).map(([request, options]) => {
      // The shell's libraries are all needed to start: bundled into its entry, they download as one
      // file that compresses better than ten.
      if (host) return [request, STYLED.includes(request) ? options : { ...options, eager: true }];
      return [request, SHELL_PROVIDES.includes(request) ? { ...options, import: false } : options];
    }),
  );
}

module.exports = { sharedFor, SHELL_PROVIDES };
