// The one Module Federation `shared` map. Every package builds from it, so no two configs can disagree.
const SINGLETONS = ['react', 'react/', 'react-dom', 'react-dom/', 'react-toastify', 'formik', 'yup'];

// shared-config's browser modules are shared like the singletons: one copy of the primitives per visit.
// React Router, Redux Toolkit and react-redux are shared through facades (shared-config/router and
// shared-config/redux), subsets webpack can tree-shake, rather than whole. Each module names the
// libraries a package must depend on to offer it.
const SHARED_CONFIG_MODULES = {
  'shared-config/ui': [],
  'shared-config/site': [],
  'shared-config/validation': [],
  'shared-config/router': [],
  'shared-config/redux': ['@reduxjs/toolkit', 'react-redux'],
};

function packageOf(request) {
  const bare = request.endsWith('/') ? request.slice(0, -1) : request;
  return bare.startsWith('@') ? bare.split('/').slice(0, 2).join('/') : bare.split('/')[0];
}

/**
 * The shared map for one package: only the libraries it depends on (so no package offers a library it
 * does not ship), each a strict singleton at the version the package pins.
 */
function sharedFor(packageJson) {
  const deps = packageJson.dependencies ?? {};
  const shared = {};
  for (const request of SINGLETONS) {
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
  return shared;
}

module.exports = { sharedFor, SINGLETONS, SHARED_CONFIG_MODULES };
