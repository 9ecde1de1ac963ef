// The same site built as ONE bundle without Module Federation: `npm run bench` compares it with the
// composed build to measure what the composition costs. Not deployed; output goes to dist-single/.
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PreloadManifestPlugin } = require('shared-config/webpack/preload-manifest-plugin');
const composedConfig = require('./webpack.config.js');

const remotesDir = path.join(__dirname, 'src', 'remotes');
const replacements = {
  './load-remote-page': path.join(__dirname, 'src', 'single', 'load-local-page.ts'),
  './remotes/register-remotes': path.join(__dirname, 'src', 'single', 'register-local-remotes.ts'),
};

// Swaps the federation runtime calls for local dynamic imports, only where the shell itself asks for them.
const swapRemoteLoading = new webpack.NormalModuleReplacementPlugin(
  /^\.\/(remotes\/)?(load-remote-page|register-remotes)$/,
  (resource) => {
    const inShell = resource.context === remotesDir || resource.context === path.dirname(remotesDir);
    const replacement = replacements[resource.request];
    if (inShell && replacement) resource.request = replacement;
  },
);

module.exports = (env, argv) => {
  // The composed build adds its prerender as a second config; the single bundle needs only the first.
  const [base] = [composedConfig(env, argv)].flat();
  return {
    ...base,
    name: 'shell-single',
    // No async boundary: without federation there are no shared modules to negotiate first.
    entry: { main: './src/bootstrap.tsx' },
    output: { ...base.output, path: path.join(__dirname, 'dist-single'), uniqueName: 'shell-single' },
    // No federation and no preload manifest: its startup would list every page's chunk, and the
    // bench compares the bundles themselves, with the edge adding nothing to the single one.
    plugins: [
      ...base.plugins.filter(
        (plugin) => !(plugin instanceof ModuleFederationPlugin) && !(plugin instanceof PreloadManifestPlugin),
      ),
      swapRemoteLoading,
    ],
  };
};
