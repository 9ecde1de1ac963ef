/*
 * What a render process (child/render-child.cjs) and its parent say to each other: one JSON object
 * per line, requests on the child's stdin, answers on its stdout. The child runs team code, so every
 * line it writes is read as untrusted input.
 */

import type { Conduct } from './render-outcome';

/** Load a release's module (a file in the process's own stage folder), or call one of its exports. */
export type ChildRequest = { id: number; load: string } | { id: number; call: string; args: unknown[] };

export type ChildAnswer =
  /** Sent once, when the libraries are loaded. */
  | { kind: 'ready' }
  /** The export's return value; for a load, the names of the functions the module exports. */
  | { kind: 'value'; id: number; value: unknown; conduct?: Conduct }
  | { kind: 'error'; id: number; message: string; conduct?: Conduct }
  /** The module exports no function of that name. */
  | { kind: 'absent'; id: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// What the child reports of a module's conduct, as it reports it (render-child.cjs); more is no answer.
const CONDUCT_MAX = 5;
const CONDUCT_TEXT_MAX = 200;

const isNotes = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length <= CONDUCT_MAX &&
  value.every((note) => typeof note === 'string' && note.length <= CONDUCT_TEXT_MAX);

/** The conduct an answer reports; undefined when it reports none, null when what it says is no report. */
function conductOf(value: Record<string, unknown>): Conduct | undefined | null {
  if (value.conduct === undefined) return undefined;
  if (!isObject(value.conduct)) return null;
  const { signals, connections, left } = value.conduct;
  return isNotes(signals) && isNotes(connections) && isNotes(left) ? { signals, connections, left } : null;
}

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
  const conduct = conductOf(value);
  if (conduct === null) return null;
  const reported = conduct ? { conduct } : {};
  if (typeof value.error === 'string') return { kind: 'error', id, message: value.error, ...reported };
  return { kind: 'value', id, value: value.value, ...reported };
}
