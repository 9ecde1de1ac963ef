import { canarySince, haltOf } from './canary-log';
import { haltLogEntry, logEntry, type ReleaseLogEntry } from './release-log';

const A = '20261124T100000000Z-aaaaaaaaaaaaaaaa';
const B = '20261124T110000000Z-bbbbbbbbbbbbbbbb';

/** Entries a minute apart, from 10:00. */
function log(...steps: [ReleaseLogEntry['action'], 'marketing' | 'careers', string][]): ReleaseLogEntry[] {
  return steps.map(([action, name, id], index) =>
    action === 'halt'
      ? haltLogEntry('ops', name, id, 'halted on request', null, new Date(Date.UTC(2026, 10, 24, 10, index)))
      : logEntry('ci', action, name, id, '', new Date(Date.UTC(2026, 10, 24, 10, index))),
  );
}
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString();

describe('a canary’s start, from the log', () => {
  it('is the first canary entry of its run: a new share goes on with it', () => {
    const entries = log(['activate', 'marketing', A], ['canary', 'marketing', B], ['canary', 'marketing', B]);
    expect(canarySince(entries, 'marketing', B)).toBe(at(1));
  });

  it('starts again when the canary is started again after a halt, an activation or a rollback', () => {
    const entries = log(['canary', 'marketing', B], ['halt', 'marketing', B], ['canary', 'marketing', B]);
    expect(canarySince(entries, 'marketing', B)).toBe(at(2));
    const rolledBack = log(['canary', 'marketing', B], ['rollback', 'marketing', A], ['canary', 'marketing', B]);
    expect(canarySince(rolledBack, 'marketing', B)).toBe(at(2));
  });

  it('stays the start of a halted canary, and belongs to its own package and release', () => {
    const entries = log(['canary', 'marketing', B], ['canary', 'careers', A], ['halt', 'marketing', B]);
    expect(canarySince(entries, 'marketing', B)).toBe(at(0));
    expect(canarySince(entries, 'careers', A)).toBe(at(1));
    expect(canarySince(entries, 'marketing', A)).toBeNull();
  });

  it('is unknown once the log no longer holds it', () => {
    expect(canarySince(log(['publish', 'marketing', B]), 'marketing', B)).toBeNull();
  });
});

describe('a release’s halt, from the log', () => {
  it('is its latest halt entry, with the rule and figures it carries', () => {
    const figures = {
      canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
      stable: { visitors: 0, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
    };
    const byEdge = haltLogEntry('edge', 'marketing', B, '', { rule: 'stable-without-traffic', figures });
    const entries = [...log(['canary', 'marketing', B], ['halt', 'marketing', B], ['canary', 'marketing', B]), byEdge];
    expect(haltOf(entries, 'marketing', B)).toEqual({
      at: byEdge.at,
      actor: 'edge',
      rule: 'stable-without-traffic',
      figures,
    });
    expect(haltOf(entries.slice(0, 2), 'marketing', B)).toEqual({ at: at(1), actor: 'ops', rule: null, figures: null });
    expect(haltOf(entries, 'careers', B)).toBeNull();
  });
});
