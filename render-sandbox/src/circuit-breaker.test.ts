import { createCircuitBreaker } from './circuit-breaker';

describe('the circuit breaker of each release', () => {
  const breaker = () => createCircuitBreaker({ failures: 3, windowMs: 1000, pauseMs: 5000 });

  it('opens after the third failure within the window, for that release only', () => {
    const circuits = breaker();
    expect([circuits.failed('a', 0), circuits.failed('a', 10), circuits.failed('a', 20)]).toEqual([false, false, true]);
    expect(circuits.allows('a', 21)).toBe(false);
    expect(circuits.allows('b', 21)).toBe(true);
  });

  it('forgets failures older than the window', () => {
    const circuits = breaker();
    circuits.failed('a', 0);
    circuits.failed('a', 10);
    expect(circuits.failed('a', 1500)).toBe(false);
    expect(circuits.allows('a', 1501)).toBe(true);
  });

  it('counts failures in the window whatever succeeded between them', () => {
    const circuits = breaker();
    circuits.failed('a', 0);
    circuits.succeeded('a', 5);
    circuits.failed('a', 10);
    circuits.succeeded('a', 15);
    expect(circuits.failed('a', 20)).toBe(true);
  });

  it('tries again after the pause, and opens at the first failure of the trial', () => {
    const circuits = breaker();
    for (const at of [0, 1, 2]) circuits.failed('a', at);
    expect(circuits.allows('a', 5001)).toBe(false);
    expect(circuits.allows('a', 5002)).toBe(true);
    expect(circuits.failed('a', 5003)).toBe(true);
    expect(circuits.allows('a', 9000)).toBe(false);
  });

  it('closes for good once a trial succeeds', () => {
    const circuits = breaker();
    for (const at of [0, 1, 2]) circuits.failed('a', at);
    circuits.succeeded('a', 5003);
    expect(circuits.failed('a', 5004)).toBe(false);
    expect(circuits.allows('a', 5005)).toBe(true);
  });
});
