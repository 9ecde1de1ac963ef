/* global afterAll -- jest gives its setup files the test globals */
// jest runs a file's synchronous tests in one chain of promises, so a callback queued with
// process.nextTick during the file (jsdom fires a new window's load event so) waits until that chain
// ends, after jest has torn the file's environment down and deleted its globals. One turn of the event
// loop before the teardown lets it run while the file's globals still exist. setImmediate is taken
// before the test file runs, so a file that fakes timers does not fake this one.
const realSetImmediate = setImmediate;

afterAll(() => new Promise((resolve) => realSetImmediate(resolve)));
