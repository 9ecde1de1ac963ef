import { haltLogEntry, logEntry, parseLogEntry } from './release-log';

const ID = '20261124T100000000Z-aaaaaaaaaaaaaaaa';

describe('reading the release log', () => {
  it('reads back the line logEntry writes, and an old line without id or detail', () => {
    const entry = logEntry('ci', 'activate', 'careers', ID, 'previous: none', new Date('2026-11-24T10:00:00Z'));
    expect(parseLogEntry(JSON.stringify(entry))).toEqual(entry);
    expect(parseLogEntry(JSON.stringify({ at: entry.at, actor: 'ci', action: 'gc', package: 'shell' }))).toEqual({
      at: entry.at,
      actor: 'ci',
      action: 'gc',
      package: 'shell',
      id: null,
      detail: '',
    });
  });

  it.each([
    ['not JSON', '{"at":'],
    ['an action the log does not know', JSON.stringify({ at: 'now', actor: 'ci', action: 'deploy', package: 'shell' })],
    ['a package that does not exist', JSON.stringify({ at: 'now', actor: 'ci', action: 'gc', package: 'blog' })],
  ])('skips a line that is %s', (_case, line) => {
    expect(parseLogEntry(line)).toBeNull();
  });

  it("reads a halt's rule and figures as fields of their own, and a person's halt with none", () => {
    const figures = {
      canary: { visitors: 6, failingVisitors: 5, failingNetworks: 3, failureRatePercent: 83.3 },
      stable: { visitors: 9, failingVisitors: 0, failingNetworks: 0, failureRatePercent: 0 },
    };
    const byEdge = haltLogEntry('edge', 'careers', ID, 'rule above-stable (...)', { rule: 'above-stable', figures });
    expect(parseLogEntry(JSON.stringify(byEdge))).toEqual({ ...byEdge, rule: 'above-stable', figures });
    const byPerson = haltLogEntry('marketing', 'careers', ID, 'halted on request', null);
    expect(parseLogEntry(JSON.stringify(byPerson))).toMatchObject({ actor: 'marketing', rule: null, figures: null });
  });

  it('reads a halt logged before its fields were kept with none, and other entries without them', () => {
    const old = { at: '2026-11-24T10:00:00.000Z', actor: 'edge', action: 'halt', package: 'careers', id: ID };
    expect(parseLogEntry(JSON.stringify(old))).toEqual({ ...old, detail: '', rule: null, figures: null });
    expect(parseLogEntry(JSON.stringify(logEntry('ci', 'canary', 'careers', ID, '10%')))).not.toHaveProperty('rule');
  });

  it('skips a halt whose figures are not figures', () => {
    const halt = haltLogEntry('edge', 'careers', ID, '', null);
    expect(parseLogEntry(JSON.stringify({ ...halt, rule: 'made-up' }))).toBeNull();
    expect(parseLogEntry(JSON.stringify({ ...halt, figures: { canary: { visitors: -1 } } }))).toBeNull();
  });
});
