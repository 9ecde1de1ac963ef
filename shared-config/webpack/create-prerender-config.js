// The build-time prerender: a Node build of a package's pages whose HTML the edge shows before the
// JavaScript arrives. Each team's fragments ship in its own dist/, so an independent deploy never
// leaves another team's HTML stale.
const fs = require('node:fs');
const path = require('node:path');
const { cssModuleRules } = require('./css-module-rules');
const { PrerenderPlugin } = require('./prerender-plugin');
const { SERVER_FOLDER } = require('./build-output');

const OUT = '.prerender';

// React and the router stay outside the bundle, so the bundle and the renderer share one copy of each.
const EXTERNAL = /^(react|react-dom|react-router|jsdom)(\/.*)?$/;

/**
 * A remote's entry: every page to prerender, handed to shared-config's renderer with the path its
 * route declares. Written at config time from the federation `exposes` and the declared routes, so no
 * package keeps a second list of its pages.
 */
function writeRemoteEntry(dir, name, exposes, pages, routes) {
  const folder = path.join(dir, OUT);
  fs.mkdirSync(folder, { recursive: true });
  const lines = pages.map((page, index) => {
    const file = exposes[`./${page}`];
    if (!file) throw new Error(`prerender: '${page}' is not an exposed module`);
    return { page, index, request: JSON.stringify(path.resolve(dir, file)) };
  });
  const source = [
    "import { renderPages } from 'shared-config/prerender';",
    ...lines.map(({ index, request }) => `import * as page${index} from ${request};`),
    `export const render = () => renderPages({ ${lines.map(({ page, index }) => `${page}: page${index}`).join(', ')} }, ${JSON.stringify(pathsOf(name, pages, routes))});`,
    '',
  ].join('\n');
  const entry = path.join(folder, 'entry.tsx');
  fs.writeFileSync(entry, source);
  return entry;
}

/** Each prerendered page's declared path, by its module's name (a page no route names is drawn at `/`). */
function pathsOf(name, pages, routes) {
  const pathOf = (page) => routes.find((route) => route.page === `${name}/${page}`)?.path;
  return Object.fromEntries(pages.flatMap((page) => (pathOf(page) ? [[page, pathOf(page)]] : [])));
}

/**
 * @param {object} options
 * @param {string} options.dir the package folder
 * @param {string} options.name the federation name
 * @param {string} [options.entry] the host's own render module (exports `render()`)
 * @param {Record<string, string>} [options.exposes] a remote's exposes
 * @param {string[]} [options.pages] which exposed pages to prerender
 * @param {readonly { path: string, page: string }[]} [options.routes] the remote's declared routes: each page is drawn at its path
 * @param {Record<string, string>} [options.server] modules the edge runs to render a page per request
 *   (with data), kept in dist/server/<name>.cjs
 * @param {string} [options.outputPath] the browser build's output folder (default: the package's dist/)
 * @param {false | { name: string }} [options.cache] the browser build's persistent cache, if it has one:
 *   this build keeps its own beside it
 */
function createPrerenderConfig({
  dir,
  name,
  entry,
  exposes = {},
  pages = [],
  routes = [],
  server = {},
  outputPath = path.join(dir, 'dist'),
  cache = false,
}) {
  // A build with server modules only (the shell's frame renderer) prerenders nothing at build time.
  const prerenders = Boolean(entry) || pages.length > 0;
  const entryFile = entry
    ? path.resolve(dir, entry)
    : prerenders
      ? writeRemoteEntry(dir, name, exposes, pages, routes)
      : null;
  return {
    name: `${name}-prerender`,
    // The browser build cleans dist/ first; the fragments are written after it.
    dependencies: [name],
    context: dir,
    mode: 'production',
    cache: cache && { ...cache, name: `${cache.name}-prerender` },
    target: 'node',
    devtool: false,
    entry: {
      ...(entryFile ? { prerender: { import: entryFile, filename: `${OUT}/prerender.cjs` } } : {}),
      ...Object.fromEntries(
        Object.entries(server).map(([module, file]) => [
          `server-${module}`,
          {
            import: path.resolve(dir, file),
            filename: path.relative(dir, path.join(outputPath, SERVER_FOLDER, `${module}.cjs`)),
          },
        ]),
      ),
    },
    output: { path: dir, library: { type: 'commonjs2' }, clean: false },
    externals: [
      ({ request }, callback) => (EXTERNAL.test(request) ? callback(null, `commonjs ${request}`) : callback()),
    ],
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      // One file per entry: a page's lazily loaded parts (import()) are bundled in, not split beside it.
      parser: { javascript: { dynamicImportMode: 'eager' } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: path.join(dir, 'tsconfig.json') } },
        },
        // The same class names as the browser build, without the CSS itself.
        ...cssModuleRules({ dir, name, production: true, exportOnlyLocals: true }),
        { test: /\.css$/, exclude: /\.module\.css$/, use: [require.resolve('./empty-module-loader')] },
        { test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: prerenders
      ? [new PrerenderPlugin({ bundle: path.join(dir, OUT, 'prerender.cjs'), into: outputPath })]
      : [],
    stats: 'errors-warnings',
  };
}

module.exports = { createPrerenderConfig };
