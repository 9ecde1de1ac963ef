import { parseChildAnswer } from './child-protocol';

describe('reading what a render process answers', () => {
  it('reads a value, an error and an absent export, each with the conduct it reports', () => {
    const conduct = { signals: ['SIGSTOP to process 12'], connections: [], left: ['Timeout'] };
    expect(parseChildAnswer('{"id":1,"value":"<p>x</p>"}')).toEqual({ kind: 'value', id: 1, value: '<p>x</p>' });
    expect(parseChildAnswer(JSON.stringify({ id: 2, value: 'x', conduct }))).toEqual({
      kind: 'value',
      id: 2,
      value: 'x',
      conduct,
    });
    expect(parseChildAnswer(JSON.stringify({ id: 3, error: 'no list', conduct }))).toEqual({
      kind: 'error',
      id: 3,
      message: 'no list',
      conduct,
    });
    expect(parseChildAnswer('{"id":4,"absent":true}')).toEqual({ kind: 'absent', id: 4 });
  });

  it('takes a line that reports conduct in any other shape for no answer at all', () => {
    const answer = (conduct: unknown) => parseChildAnswer(JSON.stringify({ id: 1, value: 'x', conduct }));
    expect(answer('everything is fine')).toBeNull();
    expect(answer({ signals: [], connections: [] })).toBeNull();
    expect(answer({ signals: [1], connections: [], left: [] })).toBeNull();
    expect(answer({ signals: Array(6).fill('SIGKILL to process 1'), connections: [], left: [] })).toBeNull();
    expect(answer({ signals: ['x'.repeat(201)], connections: [], left: [] })).toBeNull();
  });
});
