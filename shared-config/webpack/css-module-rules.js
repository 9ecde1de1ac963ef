// The CSS Modules rules every build uses, so a class name is the same wherever a stylesheet is built.
const path = require('node:path');

const SHARED_SRC = path.resolve(__dirname, '../src');

/**
 * Each package's own styles are salted with its name (two packages' `page.module.css` never clash).
 * shared-config's styles get one salt and context everywhere: at run time a remote's page uses the
 * shell's copy of the shared components, so its prerendered HTML must carry the shell's class names.
 *
 * @param {{ dir: string, name: string, production: boolean, before?: object[], exportOnlyLocals?: boolean }} options
 */
function cssModuleRules({ dir, name, production, before = [], exportOnlyLocals = false }) {
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
    { test: /\.module\.css$/, exclude: SHARED_SRC, use: [...before, cssLoader(name, dir)] },
  ];
}

module.exports = { cssModuleRules };
