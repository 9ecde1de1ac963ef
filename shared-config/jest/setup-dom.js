require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// findBy… and waitFor give up after 1 s by default: a first render that fetches, beside the browser
// tests on a busy 2-core machine, took longer. What never comes still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out, so nothing ever comes on screen: observers stay silent (a test that needs an
// element to be seen replaces this with its own).
class SilentIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= SilentIntersectionObserver;
