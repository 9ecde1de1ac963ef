// Stands in for webpack-bundler-runtime's remotes.js, which serves remotes declared at build time.
// No build here declares any: the shell registers its remotes at run time (`registerRemotes`).

export function remotes() {
  throw new Error('Build-time remotes are compiled out of this build: register remotes at run time.');
}
