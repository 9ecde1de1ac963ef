// Builds careers-remote's browser bundle with this folder's @module-federation/enhanced (the previous
// minor release, installed apart from the workspace) into the folder its argument names (./dist without
// one), as a careers team that has not upgraded the plugin yet would deploy it. The version-skew drill
// serves it beside the current shell.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
// Resolved from this folder first: its node_modules holds the older release.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const careersConfig = require('careers-remote/webpack.config');

const OUTPUT = path.resolve(process.argv[2] ?? path.join(__dirname, 'dist'));
const PLUGIN_VERSION = JSON.parse(
  fs.readFileSync(path.join(__dirname, 'node_modules', '@module-federation', 'enhanced', 'package.json'), 'utf8'),
).version;

// The browser build only: the edge renders a careers build deployed elsewhere in the browser.
const [browser] = [careersConfig({ federationPlugin: ModuleFederationPlugin }, { mode: 'production' })].flat();
browser.output.path = OUTPUT;

webpack(browser, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exitCode = 1;
    return;
  }
  console.log(`careers built with @module-federation/enhanced ${PLUGIN_VERSION} into ${OUTPUT}`);
});
