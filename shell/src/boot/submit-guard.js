// The guard against a form submitting itself before its page has hydrated, inlined into the head of
// the shell's index.html at build time (webpack.config.js) with the start reporter, and allowed there
// by the hash the edge adds to the page's Content-Security-Policy. Plain JavaScript of its own: never
// bundled, and no import.

/**
 * The page the edge sends takes input before its code has arrived (what was typed is taken over as it
 * hydrates), but a form there would submit itself the browser's way (Enter in a field, a click on its
 * button): a new page load, and what was typed is gone. Every form of the site is sent by its code,
 * which prevents the browser's submission itself; this guard prevents it for a form whose code has
 * not run yet. It listens on the document, after the app's handlers, and leaves alone a submission
 * something already handled. Without JavaScript it does not run, and forms submit as the browser would.
 *
 * @param {Document} doc
 */
function guardSubmissions(doc) {
  doc.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) event.preventDefault();
  });
}

/** The guard as the text of an inline script. */
function inlineSubmitGuard() {
  return `(${guardSubmissions.toString()})(document);`;
}

module.exports = { guardSubmissions, inlineSubmitGuard };
