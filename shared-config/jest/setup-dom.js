require('@testing-library/jest-dom');

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
