import { ExecutionContext } from 'lighthouse/core/gather/driver/execution-context.js';

// tsx compiles every module, Lighthouse's too, with esbuild's keepNames, which wraps functions in a
// `__name(fn, "name")` helper. Lighthouse sends some functions' source into the page to run there,
// where that helper does not exist ("__name is not defined"). Every such evaluation starts with this
// preamble, so defining the helper in it makes the page side whole again (the same helper esbuild
// defines, as Lighthouse itself does for its bundled builds).
const keepNamesHelper =
  "const __name = (fn, value) => Object.defineProperty(fn, 'name', { value, configurable: true })";

if (!ExecutionContext._cachedNativesPreamble.includes('const __name')) {
  ExecutionContext._cachedNativesPreamble = `${ExecutionContext._cachedNativesPreamble};\n${keepNamesHelper}`;
}
