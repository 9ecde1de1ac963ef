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
};

function standInFor(file) {
  const normalised = file.split(path.sep).join('/');
  const key = Object.keys(STAND_INS).find((candidate) => normalised.endsWith(`/node_modules/${candidate}`));
  return key && path.join(__dirname, STAND_INS[key]);
}

/** Leaves the federation runtime's unused snapshot, preload and build-time-remote code out of the shell. */
function slimFederationRuntime() {
  return new webpack.NormalModuleReplacementPlugin(/(SnapshotHandler|preload|remotes)\.js$/, (resource) => {
    const standIn = standInFor(path.resolve(resource.context, resource.request));
    if (standIn) resource.request = standIn;
  });
}

module.exports = { slimFederationRuntime, STAND_INS };
