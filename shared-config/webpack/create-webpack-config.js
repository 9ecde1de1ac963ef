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
const { DEFAULT_DEV_PORTS, devPorts, devRuntimeConfig } = require('./dev-ports');
const { ROUTES_FILE, SHELL_BASE_MARKER, SITE_RULES_FILE } = require('./build-output');
const { RoutesFilePlugin } = require('./routes-file-plugin');
const { REMOTE_LOAD_BUDGET_MS } = require('./remote-load-budget');
const { infrastructureConsole } = require('./infrastructure-console');
const { persistentCache } = require('./build-cache');

/**
 * @param {object} options
 * @param {string} options.dir the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name the federation name ('shell', 'marketing', 'careers', 'contact')
 * @param {Record<string, string>} [options.exposes] exposed page modules of a remote
 * @param {boolean} [options.host] true for the shell
 * @param {boolean} [options.federation] false builds without Module Federation (the bench's
 *   single-bundle comparison build): no container, no shared modules, no preload manifest
 * @param {string} [options.entry] the entry module (default: ./src/index.ts)
 * @param {string} [options.outputPath] where the build goes (default: the package's dist/), its server modules too
 * @param {{ dir: string, name: string }[]} [options.cssPackages] other packages whose sources the build
 *   takes, their CSS Modules named as their own builds name them (the bench's single bundle)
 * @param {string} [options.configFile] the webpack config that calls this (default: the package's
 *   webpack.config.js): a change to it throws the build's persistent cache away
 * @param {string | string[]} [options.prerender] a render module, or the exposed pages a remote
 *   prerenders; production builds then also write their HTML to dist/prerendered/
 * @param {Record<string, string>} [options.server] modules the edge runs to render a page with its
 *   data per request (dist/server/<name>.cjs)
 * @param {string} [options.headScript] the shell's production index.html runs this inline in its head,
 *   before any of its files (the edge allows it by hash)
 * @param {readonly object[]} [options.routes] a remote's declared routes, shipped as dist/routes.json
 * @param {object} [options.siteRules] the shell's rules of the route table, shipped as dist/site-rules.json
 * @param {() => import('../src/site-routes/route-types').SiteTable} [options.devSite] the route table the
 *   shell's dev page routes by (read only for a dev build: the edge gives a release's page its table)
 * @param {string} [options.pageTemplate] a standalone app's own index.html, served from `/` (the release
 *   console, which the release service serves): no runtime config, no release folder
 */
function createWebpackConfig({ dir, name, exposes = {}, host = false, prerender, server, ...build }) {
  const browser = createBrowserConfig({ dir, name, exposes, host, ...build });
  const outputPath = build.outputPath ?? path.join(dir, 'dist');
  return (env, argv) => {
    const config = browser(env, argv);
    if (argv.mode !== 'production' || (!prerender && !server)) return config;
    const pages = Array.isArray(prerender)
      ? { pages: prerender, exposes, routes: build.routes }
      : prerender
        ? { entry: prerender }
        : {};
    return [config, createPrerenderConfig({ dir, name, server, outputPath, cache: config.cache, ...pages })];
  };
}

// html-webpack-plugin's production defaults, and the inline script minified too.
const HTML_MINIFY = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
  minifyJS: true,
};

function createBrowserConfig({
  dir,
  name,
  exposes,
  host,
  headScript,
  routes,
  siteRules,
  devSite,
  pageTemplate,
  federation = true,
  entry = './src/index.ts',
  outputPath = path.join(dir, 'dist'),
  configFile = path.join(dir, 'webpack.config.js'),
  cssPackages = [],
}) {
  const packageJson = require(path.join(dir, 'package.json'));
  return (env, argv) => {
    const production = argv.mode === 'production';
    // Read when a dev config is made: DEV_<NAME>_PORT moves a dev server (dev-ports.js).
    const ports = production ? DEFAULT_DEV_PORTS : devPorts();
    // A remote's harness page is only for its team's local work; production ships the federated entry alone.
    const withHarness = host || Boolean(pageTemplate) || !production;
    const fileName = production ? '[name].[contenthash:10]' : '[name]';

    return {
      name,
      context: dir,
      mode: production ? 'production' : 'development',
      // A build with another release of the federation plugin (env.federationPlugin) compiles afresh:
      // its modules must not come from, nor go into, the cache of the usual build.
      cache: env?.federationPlugin
        ? false
        : persistentCache({ dir, configFile, name: federation ? name : `${name}-single-bundle`, mode: argv.mode }),
      devtool: production ? false : 'eval-cheap-module-source-map',
      entry: withHarness ? { main: entry } : {},
      output: {
        path: outputPath,
        publicPath: 'auto',
        uniqueName: name,
        filename: `${fileName}.js`,
        chunkFilename: `${fileName}.js`,
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
        // A page chunk that hangs fails within the visitor's wait, so Retry fetches it afresh instead
        // of waiting on the same stalled request.
        ...(host ? {} : { chunkLoadTimeout: REMOTE_LOAD_BUDGET_MS }),
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // A package that ships both an ES module and a CommonJS build is bundled once: a require()
        // takes the ES module build too, as an import does. Without this, the runtime plugin that
        // provideExternalRuntime adds to the shell (CommonJS) would bring a second copy of the
        // federation runtime beside the one the shell's own federation code imports.
        byDependency: { commonjs: { conditionNames: ['import', '...'] } },
      },
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
          ...cssModuleRules({ dir, name, production, before: [MiniCssExtractPlugin.loader], packages: cssPackages }),
          { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: ['...', new CssMinimizerPlugin()],
      },
      performance: { hints: false },
      plugins: [
        ...(federation ? federationPlugins({ env, name, exposes, host, production, packageJson }) : []),
        // A host built without federation (the bench's single bundle) gets its startup's files listed too,
        // so the edge inlines its styles and preloads its font as it does the shell's.
        ...(!federation && host && production ? [new PreloadManifestPlugin()] : []),
        ...(routes ? [new RoutesFilePlugin({ file: ROUTES_FILE, content: { routes } })] : []),
        ...(siteRules ? [new RoutesFilePlugin({ file: SITE_RULES_FILE, content: siteRules })] : []),
        // CSS Modules scope every class, so the order chunks are joined in cannot change what wins.
        new MiniCssExtractPlugin({ filename: `${fileName}.css`, chunkFilename: `${fileName}.css`, ignoreOrder: true }),
        ...(withHarness
          ? [
              new HtmlWebpackPlugin({
                // Pages live at nested paths (/job-details/42): the entry script loads from an absolute
                // folder, in production the shell release's, which the edge writes in at serve time.
                publicPath: production && !pageTemplate ? SHELL_BASE_MARKER : '/',
                template: pageTemplate ?? path.join(__dirname, 'index.html'),
                templateParameters: {
                  // The edge replaces the marker with this environment's remote locations at serve time.
                  runtimeConfig: production
                    ? '__RUNTIME_CONFIG__'
                    : JSON.stringify(devRuntimeConfig(ports, devSite?.())),
                  headScript: production && headScript ? `<script>${headScript}</script>` : '',
                },
                minify: production ? HTML_MINIFY : false,
              }),
            ]
          : []),
      ],
      devServer: {
        port: ports[name],
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/robots.txt', '/sitemap.xml'], target: `http://localhost:${ports.edge}` }],
        client: { overlay: { warnings: false } },
      },
      stats: 'errors-warnings',
      // Plugins' own log lines, less the manifest's notice about publicPath 'auto' (see the file).
      infrastructureLogging: { console: infrastructureConsole() },
    };
  };
}

/**
 * Module Federation for one build, with the plugin's documented options only.
 * `env.federationPlugin` builds with another release of the plugin: the version-skew drill builds
 * careers with the previous minor release, as a team that has not upgraded yet would.
 */
function federationPlugins({ env, name, exposes, host, production, packageJson }) {
  const FederationPlugin = env?.federationPlugin ?? ModuleFederationPlugin;
  return [
    new FederationPlugin({
      name,
      // Remotes are registered at run time from the edge's runtime config, not at build time.
      ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
      // The host's copy of a shared library wins as soon as it is loaded, and no remote entry is
      // fetched just to compare versions: a remote that is down cannot hold up the start.
      ...(host ? { shareStrategy: 'loaded-first' } : {}),
      shared: sharedFor(packageJson, { host, production }),
      dts: false,
      // The runtime's entry module is a virtual module, not a file the plugin writes under node_modules.
      virtualRuntimeEntry: true,
      experiments: {
        ...oneRuntimePerPage({ host, production }),
        optimization: {
          // Remotes are plain remoteEntry.js files: no manifest, so no snapshot handling.
          disableSnapshot: true,
          target: 'web',
          // A remote only exposes pages; only the shell loads remotes.
          ...(host ? {} : { disableRemote: true }),
        },
      },
    }),
    ...(production ? [new PreloadManifestPlugin()] : []),
  ];
}

/**
 * One federation runtime per page: the shell's build hands its runtime core to the remotes, and a
 * remote's production build takes it from the shell instead of carrying its own. A remote's
 * development build keeps its own, so its harness page runs without the shell (as with the shared
 * libraries it takes from the shell in production, see shared-map.js).
 */
function oneRuntimePerPage({ host, production }) {
  if (host) return { provideExternalRuntime: true };
  return production ? { externalRuntime: true } : {};
}

module.exports = { createWebpackConfig };
