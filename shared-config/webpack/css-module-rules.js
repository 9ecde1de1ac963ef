// The CSS Modules rules every build uses, so a class name is the same wherever a stylesheet is built.
const path = require('node:path');

const SHARED_SRC = path.resolve(__dirname, '../src');

/**
 * Each package's own styles are salted with its name (two packages' `page.module.css` never clash).
 * shared-config's styles get one salt and context everywhere: at run time a remote's page uses the
 * shell's copy of the shared components, so its prerendered HTML must carry the shell's class names.
 * A build of other packages' sources (`packages`: the bench's single bundle, which imports the
 * remotes' pages) names their styles as their own builds do, so it hydrates their prerendered HTML.
 *
 * @param {{ dir: string, name: string, production: boolean, before?: object[], exportOnlyLocals?: boolean, packages?: { dir: string, name: string }[] }} options
 */
function cssModuleRules({ dir, name, production, before = [], exportOnlyLocals = false, packages = [] }) {
  const cssLoader = (salt, context) => ({
    loader: 'css-loader',
    options: {
      modules: {
        localIdentName: production ? '[hash:base64:7]' : '[name]__[local]',
        localIdentHashSalt: salt,
        localIdentContext: context,
        namedExport: false,
        exportLocalsConvention: 'as-is',
        exportOnlyLocals,
      },
    },
  });
  return [
    { test: /\.module\.css$/, include: SHARED_SRC, use: [...before, cssLoader('shared-config', SHARED_SRC)] },
    ...packages.map((other) => ({
      test: /\.module\.css$/,
      include: other.dir,
      use: [...before, cssLoader(other.name, other.dir)],
    })),
    {
      test: /\.module\.css$/,
      exclude: [SHARED_SRC, ...packages.map((other) => other.dir)],
      use: [...before, cssLoader(name, dir)],
    },
  ];
}

module.exports = { cssModuleRules };
