/*
 * What a render process (child/render-child.cjs) and its parent say to each other: one JSON object
 * per line, requests on the child's stdin, answers on its stdout. The child runs team code, so every
 * line it writes is read as untrusted input.
 */

/** Load a release's module (a file in the process's own stage folder), or call one of its exports. */
export type ChildRequest = { id: number; load: string } | { id: number; call: string; args: unknown[] };

export type ChildAnswer =
  /** Sent once, when the libraries are loaded. */
  | { kind: 'ready' }
  /** The export's return value; for a load, the names of the functions the module exports. */
  | { kind: 'value'; id: number; value: unknown }
  | { kind: 'error'; id: number; message: string }
  /** The module exports no function of that name. */
  | { kind: 'absent'; id: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer on one line from a child, or null when the line is not one. */
export function parseChildAnswer(line: string): ChildAnswer | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  if (value.ready === true) return { kind: 'ready' };
  const { id } = value;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  if (value.absent === true) return { kind: 'absent', id };
  if (typeof value.error === 'string') return { kind: 'error', id, message: value.error };
  return { kind: 'value', id, value: value.value };
}
