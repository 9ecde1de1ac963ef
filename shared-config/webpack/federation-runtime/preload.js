// Stands in for runtime-core's utils/preload.js (see slim-federation-runtime.js). The shell preloads
// page chunks itself, from the edge's preload manifest.

function compiledOut() {
  throw new Error('preloadRemote is compiled out of this build (disableSnapshot).');
}

export const defaultPreloadArgs = compiledOut;
export const formatPreloadArgs = compiledOut;
export const normalizePreloadExposes = compiledOut;
export const preloadAssets = compiledOut;
