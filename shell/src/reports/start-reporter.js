// The reporter of a shell that fails to start, inlined into the head of the shell's index.html at
// build time (webpack.config.js) and allowed there by the hash the edge adds to the page's
// Content-Security-Policy. It runs before any script of the shell, so it sees the shell fail even
// when nothing of the shell ever runs. Plain JavaScript of its own: never bundled, and no import.

/** What the inline reporter reports to, and how it knows the app started (the shell's own constants). */
const START_REPORTER_DEFAULTS = {
  /** CLIENT_REPORTS_PATH of shared-config/failure-reports. */
  path: '/api/client-reports',
  /** APP_READY_ATTRIBUTE of ../document/app-ready.ts, set on <html> once the route's page is on screen and handled by the app. */
  readyAttribute: 'data-app-ready',
  /** A start not done this long after the page began, while it was visible, is a failed start. */
  waitMs: 20000,
};

/**
 * Watches the start of the shell release this page was composed with (the runtime configuration names
 * it) and reports `{ package: 'shell', release, kind: 'shell-start' }` once, with a beacon, when before
 * the app is ready: a script of that release fails to load or throws, or the app is still not ready
 * after `waitMs` of the page being visible. A remote's script failing is the running shell's to report.
 *
 * @param {Window} win
 * @param {Document} doc
 * @param {{ path: string, readyAttribute: string, waitMs: number }} options
 */
function watchShellStart(win, doc, options) {
  let release = null;
  try {
    release = JSON.parse(doc.getElementById('runtime-config').textContent).releases.shell;
  } catch {
    return;
  }
  if (typeof release !== 'string') return;
  const folder = `/shell/${release}/`;
  let sent = false;
  const report = () => {
    if (sent || doc.documentElement.hasAttribute(options.readyAttribute)) return;
    sent = true;
    try {
      const body = JSON.stringify({ package: 'shell', release, kind: 'shell-start' });
      win.navigator.sendBeacon(options.path, new win.Blob([body], { type: 'application/json' }));
    } catch {
      // A report that cannot be sent must never add a failure of its own.
    }
  };
  // Capturing: a script element's load error does not bubble.
  win.addEventListener(
    'error',
    (event) => {
      const { target } = event;
      const url = target && target.tagName === 'SCRIPT' ? target.src : event.filename;
      if (url && url.includes(folder)) report();
    },
    true,
  );
  // A background tab may never start: only the time the page spends visible counts.
  const wait = () => {
    win.setTimeout(() => {
      if (doc.visibilityState === 'hidden') doc.addEventListener('visibilitychange', wait, { once: true });
      else report();
    }, options.waitMs);
  };
  wait();
}

/** The reporter as the text of an inline script, called with `options`. */
function inlineStartReporter(options = START_REPORTER_DEFAULTS) {
  return `(${watchShellStart.toString()})(window,document,${JSON.stringify(options)});`;
}

module.exports = { START_REPORTER_DEFAULTS, watchShellStart, inlineStartReporter };
