const path = require('node:path');
const webpack = require('webpack');

// Federation runtime modules this site never runs, and their stand-ins. Keys are paths under node_modules.
const STAND_INS = {
  // `disableSnapshot` drops the snapshot plugin, but runtime-core still builds the full snapshot
  // handler whenever remote loading is on. Remotes are registered by remoteEntry.js: no manifest or
  // snapshot is ever fetched, and `preloadRemote`, which needs one, is never called.
  '@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js': 'snapshot-handler.js',
  '@module-federation/runtime-core/dist/utils/preload.js': 'preload.js',
  '@module-federation/webpack-bundler-runtime/dist/remotes.js': 'remotes.js',
  // Smaller equivalents: the version check, the console logger and the errors' descriptions.
  '@module-federation/runtime-core/dist/utils/semver/index.js': 'semver-satisfy.ts',
  '@module-federation/sdk/dist/logger.js': 'federation-logger.ts',
  '@module-federation/error-codes/dist/desc.mjs': 'error-descriptions.ts',
};

// Methods of runtime classes the shell never calls: remotes are registered once (never replaced, which
// is what removeRemote is for) and never preloaded through the runtime (the edge preloads pages).
const UNUSED_METHODS = {
  '@module-federation/runtime-core/dist/remote/index.js': ['preloadRemote', 'removeRemote'],
};

/** Whether `resource` (an absolute path) is the runtime file `file` (a path under node_modules). */
function isRuntimeFile(resource, file) {
  return resource.split(path.sep).join('/').endsWith(`/node_modules/${file}`);
}

function standInFor(resource) {
  const key = Object.keys(STAND_INS).find((file) => isRuntimeFile(resource, file));
  return key && path.join(__dirname, STAND_INS[key]);
}

// Only requests ending in one of the replaced files' names are worth resolving and looking up.
const REPLACED_NAMES = new RegExp(
  `(${Object.keys(STAND_INS)
    .map((file) => path.posix.basename(file).replace(/\./g, '\\.'))
    .join('|')})$`,
);

/**
 * Leaves the federation runtime's unused snapshot, preload and build-time-remote code out of the shell,
 * and swaps three of its modules for smaller equivalents.
 */
function slimFederationRuntime() {
  return new webpack.NormalModuleReplacementPlugin(REPLACED_NAMES, (resource) => {
    const standIn = standInFor(path.resolve(resource.context, resource.request));
    if (standIn) resource.request = standIn;
  });
}

/** Module rules that delete UNUSED_METHODS from their files. */
function slimFederationRuntimeRules() {
  return Object.entries(UNUSED_METHODS).map(([file, methods]) => ({
    test: (resource) => isRuntimeFile(resource, file),
    use: { loader: require.resolve('./strip-methods-loader'), options: { methods } },
  }));
}

module.exports = { slimFederationRuntime, slimFederationRuntimeRules, STAND_INS, UNUSED_METHODS };
