import { useCallback, useState, type RefCallback } from 'react';

// About two screens ahead: what loads on nearing the screen is there before a scrolling visitor is.
const LOAD_AHEAD = '1200px';

/**
 * Whether an element has come within `margin` of the screen (or been asked for early with `reach`);
 * it stays true from then on. Without IntersectionObserver it is true at once.
 */
export function useNearScreen<T extends Element>(margin = LOAD_AHEAD): [RefCallback<T>, boolean, () => void] {
  const [near, setNear] = useState(false);
  const reach = useCallback(() => setNear(true), []);
  const observe = useCallback(
    (element: T | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reach(), {
        rootMargin: margin,
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near, margin, reach],
  );
  return [observe, near, reach];
}
