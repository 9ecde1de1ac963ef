// How long a visitor waits for a remote's page before the failure block replaces the spinner. The
// shell's federation runtime plugin gives a remote entry this long, remotes' builds give each chunk the
// same (webpack's default is two minutes), and the shell gives the whole page load no more.
module.exports = { REMOTE_LOAD_BUDGET_MS: 5000 };
