const webpack = require('webpack');
const { BUNDLER_RUNTIME_GLOBAL } = require('./bundler-runtime-global');

// The module the federation plugin's generated code imports its bundler runtime from.
const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/**
 * Externals for a remote's production build: it takes the federation bundler runtime from the shell
 * that loads it instead of shipping its own copy, so its remoteEntry.js keeps only webpack's runtime.
 * A remote's development harness runs without the shell, so it keeps the plugin's.
 */
function bundlerRuntimeFromShell({ request }, callback) {
  if (request && BUNDLER_RUNTIME.test(request)) return callback(null, BUNDLER_RUNTIME_GLOBAL, 'global');
  return callback();
}

/** For the host: its own bundler runtime (`file`) in place of the plugin's. */
function bundlerRuntimeOf(file) {
  return new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME, file);
}

module.exports = { bundlerRuntimeFromShell, bundlerRuntimeOf };
