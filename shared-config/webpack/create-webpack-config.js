// The webpack config factory every front-end package uses: one place for loaders, hashing and federation.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const { cssModuleRules } = require('./css-module-rules');
const { sharedFor } = require('./shared-map');
const { PreloadManifestPlugin } = require('./preload-manifest-plugin');
const { createPrerenderConfig } = require('./create-prerender-config');
const { DEV_PORTS, devRuntimeConfig } = require('./dev-ports');
const { bundlerRuntimeFromShell, bundlerRuntimeOf } = require('./federation-runtime/bundler-runtime-from-shell');
const { SHELL_BASE_MARKER } = require('./build-output');

/**
 * @param {object} options
 * @param {string} options.dir the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name the federation name ('shell', 'marketing', 'careers', 'contact')
 * @param {Record<string, string>} [options.exposes] exposed page modules of a remote
 * @param {boolean} [options.host] true for the shell
 * @param {string} [options.bundlerRuntime] the host's own federation bundler runtime (a module of its
 *   src), which its build uses in place of the plugin's and hands to the remotes
 * @param {string | string[]} [options.prerender] the shell's render module, or the exposed pages a
 *   remote prerenders; production builds then also write their HTML to dist/prerendered/
 * @param {Record<string, string>} [options.server] modules the edge runs to render a page with its
 *   data per request (dist/server/<name>.cjs)
 */
function createWebpackConfig({ dir, name, exposes = {}, host = false, bundlerRuntime, prerender, server }) {
  const browser = createBrowserConfig({ dir, name, exposes, host, bundlerRuntime });
  return (env, argv) => {
    const config = browser(env, argv);
    if (argv.mode !== 'production' || !prerender) return config;
    const pages = Array.isArray(prerender) ? { pages: prerender, exposes } : { entry: prerender };
    return [config, createPrerenderConfig({ dir, name, server, ...pages })];
  };
}

function createBrowserConfig({ dir, name, exposes, host, bundlerRuntime }) {
  const packageJson = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = argv.mode === 'production';
    // A remote's harness page is only for its team's local work; production ships the federated entry alone.
    const withHarness = host || !production;
    const fileName = production ? '[name].[contenthash:10]' : '[name]';
    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: withHarness ? { main: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: `${fileName}.js`,
        chunkFilename: `${fileName}.js`,
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js'] },
      externals: production && !host ? [bundlerRuntimeFromShell] : [],
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              // Type checking is `npm run typecheck`'s job; the build only transpiles, to stay fast.
              options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') },
            },
          },
          ...cssModuleRules({ dir, name, production, before: [MiniCssExtractPlugin.loader] }),
          { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          // No shareStrategy for the host: its own bundler runtime always gives the copy in use first.
          ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedFor(packageJson, { host, production }),
          dts: false,
          // Only the shell loads remotes (registered at run time); no build uses snapshots.
          experiments: {
            optimization: { disableSnapshot: true, target: 'web', ...(host ? {} : { disableRemote: true }) },
          },
        }),
        // The host's own bundler runtime replaces the plugin's (with runtime-core and the SDK behind it);
        // production remotes take it from the host.
        ...(bundlerRuntime ? [bundlerRuntimeOf(path.resolve(dir, bundlerRuntime))] : []),
        ...(production ? [new PreloadManifestPlugin()] : []),
        // CSS Modules scope every class, so the order chunks are joined in cannot change what wins.
        new MiniCssExtractPlugin({ filename: `${fileName}.css`, chunkFilename: `${fileName}.css`, ignoreOrder: true }),
        ...(withHarness
          ? [
              new HtmlWebpackPlugin({
                // Pages live at nested paths (/job-details/42): the entry script loads from an absolute
                // folder, in production the shell release's, which the edge writes in at serve time.
                publicPath: production ? SHELL_BASE_MARKER : '/',
                template: path.join(__dirname, 'index.html'),
                templateParameters: {
                  // The edge replaces the marker with this environment's remote locations at serve time.
                  runtimeConfig: production ? '__RUNTIME_CONFIG__' : JSON.stringify(devRuntimeConfig()),
                },
              }),
            ]
          : []),
      ],
      devServer: {
        port: DEV_PORTS[name],
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/robots.txt', '/sitemap.xml'], target: `http://localhost:${DEV_PORTS.edge}` }],
        client: { overlay: { warnings: false } },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createWebpackConfig };
