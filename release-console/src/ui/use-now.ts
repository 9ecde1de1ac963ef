import { useSyncExternalStore } from 'react';

/** How often a relative time ("3 min ago") is worked out again: its finest step is a minute. */
const NOW_TICK_MS = 15_000;

// One clock for every relative time on the page: a timer while any is shown, none otherwise.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    // Read again on the first subscriber: the clock may have stood still while nothing showed it.
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, NOW_TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/** The time now, in ms, renewed every NOW_TICK_MS while a component shows it. */
export const useNow = (): number => useSyncExternalStore(subscribe, () => now);
