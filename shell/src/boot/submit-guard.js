// The guard of the forms of the page the edge sent, inlined into the head of the shell's index.html
// at build time (webpack.config.js) with the start reporter, and allowed there by the hash the edge
// adds to the page's Content-Security-Policy. Plain JavaScript of its own: never bundled, and no import.

/** What the guard listens for (the shell's and shared-config's own names). */
const SUBMIT_GUARD_DEFAULTS = {
  /** FORM_HYDRATED_EVENT of shared-config/ui: a form's control is the app's, and its form with it. */
  hydratedEvent: 'corelink:form-hydrated',
};

/**
 * The page the edge sends takes input before its code has arrived (what was typed is taken over as it
 * hydrates), but a form there would submit itself the browser's way (Enter in a field, a click on its
 * button): a new page load, and what was typed gone. Every form of the site is sent by its code, which
 * prevents the browser's submission itself; for a form whose code has not run yet this guard prevents
 * it and holds the submission. When the app takes the form over, its controls announce it (an event
 * whose `detail.held` the guard fills with the held submission's button, or null): the app then sends
 * the form once it has taken over what was typed, so the visitor's Send is not lost. The guard listens
 * on the document, after the app's handlers, and leaves alone a submission something already handled.
 * Without JavaScript it does not run, and forms submit as the browser would.
 *
 * @param {Document} doc
 * @param {{ hydratedEvent: string }} options
 */
function guardSubmissions(doc, options) {
  const held = new Map();
  doc.addEventListener('submit', (event) => {
    if (event.defaultPrevented) return;
    event.preventDefault();
    held.set(event.target, event.submitter || null);
  });
  doc.addEventListener(options.hydratedEvent, (event) => {
    if (!held.has(event.target) || !event.detail) return;
    event.detail.held = held.get(event.target);
    held.delete(event.target);
  });
}

/** The guard as the text of an inline script, called with `options`. */
function inlineSubmitGuard(options = SUBMIT_GUARD_DEFAULTS) {
  return `(${guardSubmissions.toString()})(document,${JSON.stringify(options)});`;
}

module.exports = { SUBMIT_GUARD_DEFAULTS, guardSubmissions, inlineSubmitGuard };
