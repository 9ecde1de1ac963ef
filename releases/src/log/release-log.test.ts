import { logEntry, parseLogEntry } from './release-log';

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
});
