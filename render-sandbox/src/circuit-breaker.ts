export interface BreakerSettings {
  /** Failures within the window that open the circuit. */
  failures: number;
  windowMs: number;
  /** How long an open circuit stays open. */
  pauseMs: number;
}

interface Circuit {
  failures: number[];
  openUntil: number;
  /** Reopened after a pause: the next failure opens it again at once. */
  onTrial: boolean;
}

export interface CircuitBreaker {
  /** Whether a render of `key` may be tried now. */
  allows(key: string, now?: number): boolean;
  /** Counts a failure; true when it opened the circuit. */
  failed(key: string, now?: number): boolean;
  succeeded(key: string, now?: number): void;
}

/**
 * One circuit per release: after `failures` failures within `windowMs`, its renders are not sent to
 * the sandbox for `pauseMs`, so a release that crashes its process is not given a fresh one on every
 * request. After the pause its renders are tried again, and the first failure opens the circuit again.
 *
 * Written here rather than taken from opossum (9.0.0, its last major for Node 20), whose rule is
 * another one, measured by feeding it the same outcomes: it opens on a share of the calls it wraps
 * failing (`errorThresholdPercentage` once `volumeThreshold` calls were made), and counts nothing but
 * those calls' outcomes. A module that crashes its process once in 20 renders never opened it at 50 %
 * (its default) and opened it at the very first crash at 1 %; here it is paused at its third crash
 * within the window, however many renders succeeded between. And a module that answers every render
 * but leaves its process spinning fails no call: opossum would never pause it, while each of its
 * processes the watchdog replaces costs a start (550 ms of CPU for careers' process, loading React
 * and jsdom, on the project's 2-core machine); the pool counts those replacements here too.
 */
export function createCircuitBreaker({ failures, windowMs, pauseMs }: BreakerSettings): CircuitBreaker {
  const circuits = new Map<string, Circuit>();
  return {
    allows(key, now = Date.now()) {
      const circuit = circuits.get(key);
      return !circuit || circuit.openUntil <= now;
    },
    failed(key, now = Date.now()) {
      const circuit = circuits.get(key) ?? { failures: [], openUntil: 0, onTrial: false };
      circuits.set(key, circuit);
      circuit.failures = [...circuit.failures.filter((at) => at > now - windowMs), now];
      if (circuit.onTrial || circuit.failures.length >= failures) {
        circuit.failures = [];
        circuit.openUntil = now + pauseMs;
        circuit.onTrial = true;
        return true;
      }
      return false;
    },
    succeeded(key, now = Date.now()) {
      const circuit = circuits.get(key);
      if (!circuit || circuit.openUntil > now) return;
      // The trial after a pause worked: closed again. Failures still count within their window (a
      // release failing every other render is not forgiven by the others), and a circuit with none
      // left is forgotten, so the map stays as small as the set of failing releases.
      circuit.onTrial = false;
      circuit.failures = circuit.failures.filter((at) => at > now - windowMs);
      if (circuit.failures.length === 0) circuits.delete(key);
    },
  };
}
