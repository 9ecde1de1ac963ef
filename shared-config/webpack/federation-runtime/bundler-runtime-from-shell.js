const { BUNDLER_RUNTIME_GLOBAL } = require('./bundler-runtime-global');

const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/**
 * Externals for a remote's production build: it takes the federation bundler runtime (and with it
 * runtime-core and the SDK) from the shell that loads it instead of shipping its own copy, so its
 * remoteEntry.js keeps only webpack's runtime. A remote's development harness runs without the
 * shell, so it keeps its own.
 */
function bundlerRuntimeFromShell({ request }, callback) {
  if (request && BUNDLER_RUNTIME.test(request)) return callback(null, BUNDLER_RUNTIME_GLOBAL, 'global');
  return callback();
}

module.exports = { bundlerRuntimeFromShell };
