// Runs the freshly built prerender bundle and writes each page's HTML into the browser build's dist/.
const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

const PLUGIN = 'PrerenderPlugin';
const { PRERENDERED_FOLDER: FOLDER } = require('./build-output');

class PrerenderPlugin {
  /** @param {{ bundle: string, into: string }} options the bundle to run, the dist/ to write into */
  constructor({ bundle, into }) {
    this.bundle = bundle;
    this.into = into;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise(PLUGIN, async (compilation) => {
      if (compilation.errors.length > 0) return;
      delete require.cache[this.bundle];
      // Loaded from beside itself, not as a module of this file: webpack's persistent cache follows
      // this file's modules as the build's own code, and the bundle is deleted once it has run.
      const { render } = createRequire(this.bundle)(this.bundle);
      const pages = await render();
      const folder = path.join(this.into, FOLDER);
      fs.rmSync(folder, { recursive: true, force: true });
      fs.mkdirSync(folder, { recursive: true });
      const safe = (name) => {
        if (!/^[\w.-]+$/.test(name)) throw new Error(`prerender: '${name}' is not a safe file name`);
        return name;
      };
      for (const [name, html] of Object.entries(pages)) fs.writeFileSync(path.join(folder, `${safe(name)}.html`), html);
      fs.rmSync(path.dirname(this.bundle), { recursive: true, force: true });
    });
  }
}

module.exports = { PrerenderPlugin, PRERENDERED_FOLDER: FOLDER };
