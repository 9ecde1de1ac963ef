import { canaryStanding, judgeCanary, type CanaryHaltRule, type Verdict } from './halt-rule';
import type { ReleaseFigures } from './window-counts';

const RULE: CanaryHaltRule = {
  minVisitors: 5,
  minNetworks: 3,
  minRatePercent: 2,
  stableFactor: 3,
  maxNetworkSharePercent: 50,
  windowMs: 600_000,
};

/** `total` spread as evenly as it goes over `networks` networks, largest first. */
const spread = (total: number, networks: number) =>
  Array.from(
    { length: networks },
    (_, index) => Math.floor(total / networks) + (index < total % networks ? 1 : 0),
  ).filter((count) => count > 0);

/** `served` visitors (one a network, unless said), `failing` of them over `networks` networks. */
const figures = (served: number, failing = 0, networks = failing, servedNetworks = served): ReleaseFigures => ({
  served,
  servedByNetwork: spread(served, servedNetworks),
  failingByNetwork: spread(failing, networks),
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
      expect(verdict).toMatchObject({ halt: false, at: 'sample', why: 'failures from 2 networks, below 3' });
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
      expect(judgeCanary(figures(200, 10, 8), figures(1000, 20, 15), RULE)).toMatchObject({
        halt: false,
        why: "5.0 % is not 3× the stable's 2.0 %",
      });
      expect(rule(judgeCanary(figures(200, 12, 8), figures(1000, 20, 15), RULE))).toBe('above-stable');
    });

    it('takes a visitor who saw it fail as served, so a rate never passes 100 %', () => {
      const verdict = judgeCanary(figures(2, 6, 3), NO_TRAFFIC, RULE);
      expect(verdict.halt && verdict.described).toContain('canary 6 of 6 visitors failing (100.0 %) on 3 networks');
    });
  });

  describe('a stable release without a sample to compare with', () => {
    it('judges on the canary alone when the stable has no traffic (a quiet site, a 99 % canary)', () => {
      const verdict = judgeCanary(figures(5, 5, 3), NO_TRAFFIC, RULE);
      expect(verdict).toEqual({
        halt: true,
        rule: 'stable-without-traffic',
        described:
          'canary 5 of 5 visitors failing (100.0 %) on 3 networks; stable 0 of 0 visitors failing (0.0 %); within 600 s',
        figures: {
          canary: { visitors: 5, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 100 },
          stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
        },
      });
    });

    it('judges on the canary alone when the stable had fewer visitors than the sample, failures or not', () => {
      // One stable visitor behind a blocker must not shield a canary that fails for everyone.
      expect(rule(judgeCanary(figures(6, 6, 3), figures(4, 1, 1), RULE))).toBe('stable-without-traffic');
    });

    it('judges on the canary alone when nobody saw the stable release fail', () => {
      expect(rule(judgeCanary(figures(100, 5, 3), figures(100), RULE))).toBe('stable-without-failures');
    });

    it('judges on the canary alone when the stable’s failures are fewer than the canary’s sample, or from fewer networks', () => {
      // 4 % of the stable's visitors failing, but 4 of them; then 20, but on 2 networks.
      expect(rule(judgeCanary(figures(100, 5, 3), figures(100, 4, 4), RULE))).toBe('stable-without-failures');
      expect(rule(judgeCanary(figures(100, 5, 3), figures(500, 20, 2), RULE))).toBe('stable-without-failures');
      expect(judgeCanary(figures(100, 5, 3), figures(500, 20, 3), RULE)).toMatchObject({
        halt: false,
        why: "5.0 % is not 3× the stable's 4.0 %",
      });
    });

    it('still needs the canary’s rate above 2 % then', () => {
      expect(judgeCanary(figures(1000, 5, 3), figures(5000), RULE).halt).toBe(false);
    });
  });

  describe('one network’s share of either side', () => {
    // A broken canary at 50 %: 17 of its visitors on 4 networks saw it fail, and one /24 collected 100
    // stable visitors (drawing 100 canary ones on the way, which never reported) and reported each failing.
    const attacker = 100;
    const canary: ReleaseFigures = {
      served: 117,
      servedByNetwork: [attacker, 5, 4, 4, 4],
      failingByNetwork: [5, 4, 4, 4],
    };
    const stable: ReleaseFigures = { served: 115, servedByNetwork: [attacker, 5, 5, 5], failingByNetwork: [attacker] };

    it('cannot keep a broken canary alive with the stable release’s failures from one network', () => {
      expect(judgeCanary(canary, stable, RULE)).toEqual({
        halt: true,
        rule: 'stable-without-failures',
        // The fields count as the rule does: after the cap, a visitor who saw it fail as served.
        figures: {
          canary: { visitors: 34, failingVisitors: 17, failingNetworks: 4, failureRatePercent: 50 },
          stable: { visitors: 30, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
        },
        described:
          'canary 17 of 34 visitors failing (50.0 %) on 4 networks (17 of 117 visitors failing before the cap of 50 % a network); ' +
          'stable 0 of 30 visitors failing (0.0 %) on 1 network (100 of 115 visitors failing before the cap of 50 % a network); ' +
          'within 600 s',
      });
    });

    it('counts the one network past its share when the stable release’s other failures are a handful', () => {
      // One real failure on each of two more networks: the 98 still count as 2, under the sample.
      const spreadStable = { ...stable, failingByNetwork: [attacker - 2, 1, 1] };
      expect(rule(judgeCanary(canary, spreadStable, RULE))).toBe('stable-without-failures');
      // Without the cap, the stable release's 87 % would shield the canary's 15 %.
      expect(judgeCanary(canary, spreadStable, { ...RULE, maxNetworkSharePercent: 100 })).toMatchObject({
        halt: false,
        why: "14.5 % is not 3× the stable's 87.0 %",
      });
    });

    it('cannot dilute a canary’s rate below the floor with page loads from one network', () => {
      const flooded: ReleaseFigures = {
        served: 10_020,
        servedByNetwork: [10_000, 5, 5, 5, 5],
        failingByNetwork: [5, 5, 5, 5],
      };
      expect(rule(judgeCanary(flooded, NO_TRAFFIC, RULE))).toBe('stable-without-traffic');
      expect(judgeCanary(flooded, NO_TRAFFIC, { ...RULE, maxNetworkSharePercent: 100 }).halt).toBe(false);
    });

    it('moves the stable release’s failures by at most as much as every other network gives them', () => {
      // Honest: 6 of 100 stable visitors on 3 networks failing; one network adds 100 failing visitors.
      const withAttacker: ReleaseFigures = {
        served: 200,
        servedByNetwork: [attacker, ...spread(100, 50)],
        failingByNetwork: [attacker, 2, 2, 2],
      };
      // Counted: 12 of 200 (6 %), so a canary failing for 30 % is 5× it and halted.
      const verdict = judgeCanary(figures(100, 30, 10), withAttacker, RULE);
      expect(rule(verdict)).toBe('above-stable');
      expect(verdict.halt && verdict.described).toContain('stable 12 of 200 visitors failing (6.0 %) on 4 networks');
    });
  });

  it('follows thresholds of its configuration', () => {
    const strict = { ...RULE, minVisitors: 2, minNetworks: 2, minRatePercent: 10, stableFactor: 1.5 };
    expect(rule(judgeCanary(figures(10, 2, 2), NO_TRAFFIC, strict))).toBe('stable-without-traffic');
    expect(judgeCanary(figures(100, 9, 9), NO_TRAFFIC, strict).halt).toBe(false);
    expect(rule(judgeCanary(figures(100, 30, 9), figures(100, 20, 9), strict))).toBe('above-stable');
    expect(judgeCanary(figures(100, 29, 9), figures(100, 20, 9), strict).halt).toBe(false);
  });

  describe('where a running canary stands, as the release service shows it', () => {
    it('is collecting while it has fewer visitors than the sample, failures or none', () => {
      const standing = canaryStanding(figures(3), figures(40), RULE);
      expect(standing.state).toBe('collecting');
      expect(standing.text).toBe(
        'Collecting: canary 0 of 3 visitors failing (0.0 %) on 0 networks, stable 0 of 40 visitors failing (0.0 %) ' +
          'within 600 s; the rule halts it at 5 failing visitors on 3 networks above 2 % (0 failing visitors counted, below 5).',
      );
    });

    it('is collecting while its failures run above the floor but are not yet the sample the rule needs', () => {
      expect(canaryStanding(figures(10, 4, 3), figures(40), RULE).state).toBe('collecting');
      expect(canaryStanding(figures(500, 500, 2), figures(40), RULE).state).toBe('collecting');
    });

    it('is healthy once it has its visitors and is not above the rule', () => {
      // No failures; a few at background noise; a sample of failures at the stable release's own rate.
      expect(canaryStanding(figures(40), NO_TRAFFIC, RULE)).toMatchObject({
        state: 'healthy',
        figures: { canary: { visitors: 40, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 } },
      });
      expect(canaryStanding(figures(1000, 1, 1), NO_TRAFFIC, RULE).state).toBe('healthy');
      const standing = canaryStanding(figures(200, 10, 8), figures(1000, 20, 15), RULE);
      expect(standing.state).toBe('healthy');
      expect(standing.text).toMatch(/^Healthy: .*; not halted: 5\.0 % is not 3× the stable's 2\.0 %\.$/);
    });

    it('is failing when the rule holds (the edges halt it at their next check), and never with the halt off', () => {
      const standing = canaryStanding(figures(6, 5, 3), NO_TRAFFIC, RULE);
      expect(standing.state).toBe('failing');
      expect(standing.text).toContain('rule stable-without-traffic holds');
      expect(canaryStanding(figures(6, 5, 3), NO_TRAFFIC, { ...RULE, minVisitors: 0 })).toMatchObject({
        state: 'healthy',
        text: expect.stringContaining('not halted: the automatic halt is off'),
      });
    });
  });
});
