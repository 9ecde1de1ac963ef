/** Which pointer changes the log file holds the lines of. */
export interface ChangeLines {
  /** Every change up to this version has all its lines in the log. */
  through: number;
  /** The newest change with a line in the log (0: none). */
  last: number;
  /** How many lines of each change the log holds. */
  counts: Map<number, number>;
}

/**
 * Reads the log file's record of pointer changes: each line a change wrote carries the change's
 * version (`"change": 17`); changes are logged in order, so every change before the newest one
 * logged is whole; a trimmed log starts with `{"loggedThrough": 17}`, since trimming may drop the
 * lines that said so. Neither field is part of an entry: entries are read without them.
 */
export function loggedChanges(text: string): ChangeLines {
  const counts = new Map<number, number>();
  let through = 0;
  let last = 0;
  for (const line of text.split('\n')) {
    if (!line.includes('"change"') && !line.includes('"loggedThrough"')) continue;
    let value: { change?: unknown; loggedThrough?: unknown };
    try {
      value = JSON.parse(line) as typeof value;
    } catch {
      continue;
    }
    if (Number.isSafeInteger(value.loggedThrough)) through = Math.max(through, value.loggedThrough as number);
    if (Number.isSafeInteger(value.change)) {
      const change = value.change as number;
      counts.set(change, (counts.get(change) ?? 0) + 1);
      last = Math.max(last, change);
      through = Math.max(through, change - 1);
    }
  }
  return { through, last, counts };
}
