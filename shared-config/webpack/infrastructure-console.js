// The console webpack's infrastructure logging writes to (webpack's documented
// `infrastructureLogging.console` option): the process's own, less one notice a build of ours
// always gives and nobody needs to act on.
//
// Every package builds with `output.publicPath: 'auto'` on purpose: a release is served from a
// folder named only when it is published (`/releases/<package>/<release id>/`, or RELEASES_URL), so
// the browser works out where its chunks are from the script it loaded. The Module Federation
// manifest plugin (@module-federation/enhanced 2.9, which has no option for it) notes on every build
// that its manifest's paths then resolve through the host at run time. Nothing reads them: the
// shell registers each remote by its remoteEntry.js, and the edge reads mf-manifest.json only for
// the exposed modules and shared libraries (edge/src/releases/federation-manifest.ts).
const EXPECTED_NOTICES = [
  /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/,
];

/** @param {unknown[]} args */
const isExpectedNotice = (args) =>
  args.some((arg) => typeof arg === 'string' && EXPECTED_NOTICES.some((notice) => notice.test(arg)));

/**
 * `base` with every method as it is, except that `warn` drops the expected notices.
 * @param {Console} [base]
 * @returns {Console}
 */
function infrastructureConsole(base = console) {
  const quiet = Object.create(base);
  quiet.warn = (/** @type {unknown[]} */ ...args) => {
    if (!isExpectedNotice(args)) base.warn(...args);
  };
  return quiet;
}

module.exports = { infrastructureConsole };
