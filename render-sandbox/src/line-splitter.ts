/**
 * Cuts a stream of bytes into lines, holding at most `maxBytes` of an unfinished one: a child that
 * writes without end is cut off (`onOverflow`) before it can fill the parent's memory.
 */
export function lineSplitter(
  maxBytes: number,
  onLine: (line: string) => void,
  onOverflow: () => void,
): (chunk: Buffer) => void {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let overflowed = false;
  return (chunk) => {
    if (overflowed) return;
    let rest = chunk;
    for (let end = rest.indexOf(10); end !== -1; end = rest.indexOf(10)) {
      const line = Buffer.concat([...pending, rest.subarray(0, end)]).toString('utf8');
      pending = [];
      pendingBytes = 0;
      rest = rest.subarray(end + 1);
      onLine(line);
    }
    if (pendingBytes + rest.length > maxBytes) {
      overflowed = true;
      pending = [];
      onOverflow();
      return;
    }
    if (rest.length > 0) {
      pending.push(rest);
      pendingBytes += rest.length;
    }
  };
}
