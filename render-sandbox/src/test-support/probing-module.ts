/**
 * A server module that tries, from inside a render process, what team code must not do: each
 * attempt's outcome by error code ('allowed' when it worked).
 */
export const PROBING_MODULE = `
  const fs = require('node:fs');
  const processId = require('node:crypto').randomUUID();
  const attempt = (action) => { try { action(); return 'allowed'; } catch (error) { return error.code || error.message; } };
  exports.probe = (secretFile, writeTo) => ({
    env: process.env,
    uid: process.getuid(),
    ownModule: attempt(() => fs.readFileSync(__filename)),
    parentEnviron: attempt(() => fs.readFileSync('/proc/' + process.ppid + '/environ')),
    ownEnviron: attempt(() => fs.readFileSync('/proc/self/environ')),
    secretFile: attempt(() => fs.readFileSync(secretFile)),
    write: attempt(() => fs.writeFileSync(writeTo, 'leak')),
    childProcess: attempt(() => require('node:child_process').execFileSync('/bin/true')),
    worker: attempt(() => new (require('node:worker_threads').Worker)('1', { eval: true })),
    signalParent: attempt(() => process.kill(process.ppid, 0)),
  });
  exports.processId = () => processId;
  exports.uid = () => process.getuid();
  exports.signal = (pids) => Object.fromEntries(pids.map((pid) => [pid, attempt(() => process.kill(pid, 0))]));
  // A request to the edge's own port with a forged client address, as a visitor behind a proxy.
  exports.request = (url) =>
    fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } }).then(
      (response) => 'answered ' + response.status,
      (error) => (error.cause && error.cause.code) || error.message,
    );
  exports.later = (ms) => new Promise((resolve) => setTimeout(() => resolve('late'), ms));
  // Renders, and leaves a timer spinning after it.
  exports.leaveSpinning = () => {
    setInterval(() => { const end = Date.now() + 20; while (Date.now() < end); }, 1);
    return '<p>rendered</p>';
  };`;
