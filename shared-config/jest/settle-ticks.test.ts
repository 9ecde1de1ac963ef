/** @jest-environment node */
// What the preset's settle-ticks.js is for: a tick queued by a test file runs before the file's
// environment is torn down, although jest runs the file's synchronous tests in one chain of promises.
let ticked = false;
process.nextTick(() => {
  ticked = true;
});

it('is a synchronous test, which gives the queued tick no turn', () => {
  expect(ticked).toBe(false);
});

// Runs after the setup file's hook, which was registered first.
afterAll(() => {
  expect(ticked).toBe(true);
});
