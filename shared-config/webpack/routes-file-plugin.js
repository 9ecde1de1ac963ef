// Writes a build's routes file beside its remoteEntry.js: a remote's declared routes (routes.json) or
// the shell's rules (site-rules.json). It is part of the release folder, so the edge composes the
// site's route table from what is served, and activation checks it before a release goes live.
const { sources } = require('webpack');

const PLUGIN = 'RoutesFilePlugin';

class RoutesFilePlugin {
  /** @param {{ file: string, content: unknown }} options */
  constructor({ file, content }) {
    this.file = file;
    this.content = content;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(this.file, new sources.RawSource(`${JSON.stringify(this.content)}\n`)),
      );
    });
  }
}

module.exports = { RoutesFilePlugin };
