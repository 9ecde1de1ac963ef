import { act } from '@testing-library/react';

/**
 * Replaces jsdom's silent IntersectionObserver with one a test drives: `comeNear()` tells every
 * element observed so far that it is on screen (in act(), unless the test hydrates outside it, as a
 * browser does). `restore()` puts the silent one back.
 */
export function installScreenObserver(): {
  comeNear: (options?: { outsideAct?: boolean }) => void;
  restore: () => void;
} {
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
    comeNear: ({ outsideAct = false } = {}) => {
      const tell = () =>
        observed.forEach((callback) =>
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
        );
      if (outsideAct) tell();
      else act(tell);
    },
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}
