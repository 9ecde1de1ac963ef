import type { CanaryHaltRule } from '../config';
import { judgeCanary, type Verdict } from './halt-rule';
import type { ReleaseFigures } from './window-counts';

const RULE: CanaryHaltRule = {
  minVisitors: 5,
  minNetworks: 3,
  minRatePercent: 2,
  stableFactor: 3,
  windowMs: 600_000,
};

const figures = (served: number, failingVisitors = 0, failingNetworks = failingVisitors): ReleaseFigures => ({
  served,
  failingVisitors,
  failingNetworks,
});
const NO_TRAFFIC = figures(0);

const rule = (verdict: Verdict) => (verdict.halt ? verdict.rule : null);

describe('the halt rule', () => {
  describe('a minimum sample before any verdict', () => {
    it('halts nothing below 5 failing visitors, though every visitor the canary had saw it fail', () => {
      expect(judgeCanary(figures(4, 4, 4), NO_TRAFFIC, RULE).halt).toBe(false);
      expect(rule(judgeCanary(figures(5, 5, 5), NO_TRAFFIC, RULE))).toBe('stable-without-traffic');
    });

    it('halts nothing while the failures come from fewer than 3 networks, however many visitors', () => {
      const verdict = judgeCanary(figures(500, 500, 2), figures(500), RULE);
      expect(verdict).toEqual({ halt: false, why: 'failures from 2 networks, below 3' });
      expect(rule(judgeCanary(figures(500, 500, 3), figures(500), RULE))).toBe('stable-without-failures');
    });

    it('never halts with the automatic halt off (0 visitors)', () => {
      expect(judgeCanary(figures(1000, 1000, 100), NO_TRAFFIC, { ...RULE, minVisitors: 0 }).halt).toBe(false);
    });
  });

  describe('rates, not counts', () => {
    it('leaves alone a busy canary whose failures are background noise at 2 % or under', () => {
      expect(judgeCanary(figures(1000, 20, 15), NO_TRAFFIC, RULE).halt).toBe(false);
      expect(rule(judgeCanary(figures(1000, 21, 15), NO_TRAFFIC, RULE))).toBe('stable-without-traffic');
    });

    it('leaves alone a canary failing under 3× as often as the stable release over the same window', () => {
      // 5 % against the stable's 2 %: everyone suffers the same trouble.
      expect(judgeCanary(figures(200, 10, 8), figures(1000, 20, 15), RULE)).toEqual({
        halt: false,
        why: "5.0 % is not 3× the stable's 2.0 %",
      });
      expect(rule(judgeCanary(figures(200, 12, 8), figures(1000, 20, 15), RULE))).toBe('above-stable');
    });

    it('takes a visitor who saw it fail as served, so a rate never passes 100 %', () => {
      const verdict = judgeCanary(figures(2, 6, 3), NO_TRAFFIC, RULE);
      expect(verdict.halt && verdict.figures).toContain('canary 6 of 6 visitors failing (100.0 %) on 3 networks');
    });
  });

  describe('a stable release without a sample to compare with', () => {
    it('judges on the canary alone when the stable has no traffic (a quiet site, a 99 % canary)', () => {
      const verdict = judgeCanary(figures(5, 5, 3), NO_TRAFFIC, RULE);
      expect(verdict).toEqual({
        halt: true,
        rule: 'stable-without-traffic',
        figures:
          'canary 5 of 5 visitors failing (100.0 %) on 3 networks; stable 0 of 0 visitors failing (0.0 %); within 600 s',
      });
    });

    it('judges on the canary alone when the stable had fewer visitors than the sample, failures or not', () => {
      // One stable visitor behind a blocker must not shield a canary that fails for everyone.
      expect(rule(judgeCanary(figures(6, 6, 3), figures(4, 1, 1), RULE))).toBe('stable-without-traffic');
    });

    it('judges on the canary alone when nobody saw the stable release fail', () => {
      expect(rule(judgeCanary(figures(100, 5, 3), figures(100), RULE))).toBe('stable-without-failures');
    });

    it('still needs the canary’s rate above 2 % then', () => {
      expect(judgeCanary(figures(1000, 5, 3), figures(5000), RULE).halt).toBe(false);
    });
  });

  it('follows thresholds of its configuration', () => {
    const strict = { ...RULE, minVisitors: 2, minNetworks: 2, minRatePercent: 10, stableFactor: 1.5 };
    expect(rule(judgeCanary(figures(10, 2, 2), NO_TRAFFIC, strict))).toBe('stable-without-traffic');
    expect(judgeCanary(figures(100, 9, 9), NO_TRAFFIC, strict).halt).toBe(false);
    expect(rule(judgeCanary(figures(100, 30, 9), figures(100, 20, 9), strict))).toBe('above-stable');
    expect(judgeCanary(figures(100, 29, 9), figures(100, 20, 9), strict).halt).toBe(false);
  });
});
