// webpack's persistent cache for one build, in the repository's git-ignored .cache/webpack/: a
// rebuild compiles, minifies and hashes again only the modules whose files changed. The cache is
// thrown away whole when anything the build is made from changes that webpack cannot see through
// its modules: the webpack configs and every file they require, the package's manifest (its shared
// map), the TypeScript configs ts-loader reads, and the lockfile (loaders and plugins).
const fs = require('node:fs');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * @param {object} options
 * @param {string} options.dir the package folder
 * @param {string} options.configFile the webpack config the build starts from
 * @param {string} options.name the build's name, unique among the builds that share the folder
 * @param {string} options.mode 'production' or 'development'
 * @returns {import('webpack').FileCacheOptions | false} none for a package copied outside the
 *   repository (a drill's variant of a remote in a temporary folder): it would never be built again
 */
function persistentCache({ dir, configFile, name, mode }) {
  if (path.relative(REPO_ROOT, dir).startsWith('..')) return false;
  const files = [
    path.join(__dirname, 'create-webpack-config.js'),
    configFile,
    path.join(dir, 'package.json'),
    path.join(dir, 'tsconfig.json'),
    path.join(REPO_ROOT, 'tsconfig.base.json'),
    path.join(REPO_ROOT, 'package-lock.json'),
  ].filter((file) => fs.existsSync(file));
  return {
    type: 'filesystem',
    cacheDirectory: path.join(REPO_ROOT, '.cache', 'webpack'),
    name: `${path.basename(dir)}-${name}-${mode}`,
    buildDependencies: { config: files },
  };
}

module.exports = { persistentCache };
