// The inline script of the head of the shell's production index.html, built into it by its webpack
// config (and the bench's single bundle, served as the shell is): the reporter of a shell that fails
// to start, then the guard of the forms of the page the edge sent. Both are plain JavaScript of their own.
const { inlineSubmitGuard } = require('./submit-guard');
const { inlineStartReporter } = require('../reports/start-reporter');

/** The head script's text. */
const headScript = () => inlineStartReporter() + inlineSubmitGuard();

module.exports = { headScript };
