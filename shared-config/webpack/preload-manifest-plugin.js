// Writes preload-manifest.json: for each way into a build (the shell's startup, each exposed page),
// the files it needs before it can render. The edge turns them into preload links in index.html, so a
// browser fetches everything at once instead of finding each file one round trip after the previous.
const PLUGIN = 'PreloadManifestPlugin';
const { PRELOAD_MANIFEST_FILE: FILE } = require('./build-output');
const EXPOSE_CHUNK_PREFIX = '__federation_expose_';

const isConsume = (module) => module.constructor.name === 'ConsumeSharedModule';
const isProvide = (module) => module.constructor.name === 'ProvideSharedModule';
const isContainerEntry = (module) => module.constructor.name === 'ContainerEntryModule';
const sorted = (items) => [...new Set(items)].sort();
// Modules finish building in no fixed order: keys sorted, the same sources give the same file.
const byKey = (object) => Object.fromEntries(Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

function blockChunks(chunkGraph, module) {
  return module.blocks.flatMap((block) => chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
}

/** Files of `chunks`, and the share keys the modules in them consume. */
function describe(compilation, chunks, fonts) {
  const files = chunks.flatMap((chunk) => [...chunk.files]);
  const css = files.filter((file) => file.endsWith('.css'));
  const consumes = chunks.flatMap((chunk) =>
    [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
      .filter(isConsume)
      .map((module) => module.options.shareKey),
  );
  // Fonts are found where the browser finds them: in the url()s of the stylesheets.
  const fontFiles = css
    .flatMap((file) => [
      ...compilation
        .getAsset(file)
        .source.source()
        .toString()
        .matchAll(/url\(["']?([^"')]+)/g),
    ])
    .map((match) => match[1].replace(/^\.?\//, ''))
    .filter((file) => fonts.test(file));
  return {
    js: sorted(files.filter((file) => file.endsWith('.js'))),
    css: sorted(css),
    fonts: sorted(fontFiles),
    consumes: sorted(consumes),
  };
}

/**
 * `roots`: the shell's startup (`main`: the chunks of its async boundary) or each exposed module.
 * `provides`: the chunks of each shared module this build provides. The edge follows a root's
 * `consumes` into the shell's provides first (the shell shares with `loaded-first`, so its copies win),
 * then into the remote's own for libraries only the remote brings.
 */
function preloadManifest(compilation, fonts) {
  const { chunkGraph } = compilation;
  const provides = {};
  for (const module of compilation.modules) {
    if (isProvide(module)) provides[module._name] = describe(compilation, blockChunks(chunkGraph, module), fonts);
  }
  const roots = {};
  const federated = [...compilation.modules].some((module) => isProvide(module) || isConsume(module));
  for (const [name, entrypoint] of compilation.entrypoints) {
    // A build without federation has no async boundary: its startup is the entry's own files.
    if (!federated) {
      roots[name] = describe(compilation, entrypoint.chunks, fonts);
      continue;
    }
    const entryModules = [...chunkGraph.getChunkModulesIterable(entrypoint.getEntrypointChunk())];
    if (entryModules.some(isContainerEntry)) continue;
    // Shared modules are reached through `consumes`, so only what the entry's own code imports counts.
    const chunks = entryModules
      .filter((module) => !isProvide(module))
      .flatMap((module) => blockChunks(chunkGraph, module));
    if (chunks.length > 0) roots[name] = describe(compilation, chunks, fonts);
  }
  for (const group of compilation.chunkGroups) {
    if (group.name?.startsWith(EXPOSE_CHUNK_PREFIX)) {
      roots[group.name.slice(EXPOSE_CHUNK_PREFIX.length)] = describe(compilation, group.chunks, fonts);
    }
  }
  return { roots: byKey(roots), provides: byKey(provides) };
}

class PreloadManifestPlugin {
  /** @param {{ fonts?: RegExp }} [options] fonts: the font files worth preloading (the Latin subset) */
  constructor({ fonts = /-latin-wght-normal\.[0-9a-f]+\.woff2$/ } = {}) {
    this.fonts = fonts;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify(preloadManifest(compilation, this.fonts), null, 2);
          compilation.emitAsset(FILE, new compiler.webpack.sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}

module.exports = { PreloadManifestPlugin, PRELOAD_MANIFEST_FILE: FILE };
