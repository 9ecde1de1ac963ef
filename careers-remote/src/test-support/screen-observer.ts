import { act } from '@testing-library/react';

/**
 * Replaces jsdom's silent IntersectionObserver with one a test drives: `comeNear()` tells every
 * element observed so far that it is on screen. `restore()` puts the silent one back.
 */
export function installScreenObserver(): { comeNear: () => void; restore: () => void } {
  const observed: IntersectionObserverCallback[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      observed.push(callback);
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  return {
    comeNear: () =>
      act(() =>
        observed.forEach((callback) =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
        ),
      ),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
