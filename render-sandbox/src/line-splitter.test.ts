import { lineSplitter } from './line-splitter';

describe('cutting a child’s output into lines', () => {
  it('joins lines split across chunks and splits chunks holding several', () => {
    const lines: string[] = [];
    const feed = lineSplitter(
      100,
      (line) => lines.push(line),
      () => lines.push('overflow'),
    );
    feed(Buffer.from('{"a":'));
    feed(Buffer.from('1}\n{"b":2}\n{"c"'));
    feed(Buffer.from(':3}\n'));
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('keeps a character split across chunks whole', () => {
    const lines: string[] = [];
    const bytes = Buffer.from('é\n');
    const feed = lineSplitter(
      100,
      (line) => lines.push(line),
      () => undefined,
    );
    feed(bytes.subarray(0, 1));
    feed(bytes.subarray(1));
    expect(lines).toEqual(['é']);
  });

  it('gives up on a line longer than its limit, once, and reads nothing after', () => {
    const events: string[] = [];
    const feed = lineSplitter(
      10,
      (line) => events.push(line),
      () => events.push('overflow'),
    );
    feed(Buffer.from('short\n0123456789'));
    feed(Buffer.from('0123456789'));
    feed(Buffer.from('\nlater\n'));
    expect(events).toEqual(['short', 'overflow']);
  });
});
