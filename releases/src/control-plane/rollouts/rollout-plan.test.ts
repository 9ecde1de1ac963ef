import { describePlan, durationMs, parseRolloutPlan } from './rollout-plan';

const DEFAULTS = { minMs: 600_000, minVisitors: 50 };

describe('a rollout plan', () => {
  it('takes the shares with the service defaults, or each step its own time and visitors', () => {
    expect(parseRolloutPlan('10,50,100', undefined, DEFAULTS)).toEqual([
      { percent: 10, minMs: 600_000, minVisitors: 50, approval: false },
      { percent: 50, minMs: 600_000, minVisitors: 50, approval: false },
      { percent: 100, minMs: 600_000, minVisitors: 50, approval: false },
    ]);
    expect(parseRolloutPlan('1.5:30s:200,25:1h,100', '25,100', DEFAULTS)).toEqual([
      { percent: 1.5, minMs: 30_000, minVisitors: 200, approval: false },
      { percent: 25, minMs: 3_600_000, minVisitors: 50, approval: true },
      { percent: 100, minMs: 600_000, minVisitors: 50, approval: true },
    ]);
    expect(describePlan(parseRolloutPlan('10,50:90s,100', '100', DEFAULTS))).toBe(
      '10 % (10 min, 50 visitors) → 50 % (90 s, 50 visitors) → approval, then 100 %',
    );
  });

  it('takes every share of at most two decimals, as written', () => {
    expect(parseRolloutPlan('1.1,2.3,4.35,100', undefined, DEFAULTS).map((step) => step.percent)).toEqual([
      1.1, 2.3, 4.35, 100,
    ]);
  });

  it.each([
    ['50,10,100', undefined, 'each share must be larger than the one before it'],
    ['10,50', undefined, 'a rollout ends at 100'],
    ['100', undefined, 'give at least one share below 100 first'],
    ['0,100', undefined, "--rollout takes shares of visitors above 0 and at most 100, not '0'"],
    ['10,1.234,100', undefined, "not '1.234'"],
    ['10:soon,100', undefined, "such as 10m, not 'soon'"],
    ['10:1m:many,100', undefined, "a step's visitors are a whole number, not 'many'"],
    ['10,100', '50', '--approve 50: the rollout has no step of 50 %'],
    ['10,100', '10', '--approve 10: the first step starts with the command itself'],
  ])('refuses --rollout %s --approve %s: %s', (steps, approve, message) => {
    expect(() => parseRolloutPlan(steps, approve, DEFAULTS)).toThrow(message);
  });

  it('reads times in ms, s, m and h', () => {
    expect(['500ms', '2s', '1.5m', '1h'].map(durationMs)).toEqual([500, 2000, 90_000, 3_600_000]);
  });
});
