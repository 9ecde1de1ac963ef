import type { SidesFigures } from '../canary/canary-figures';
import type { PackageName } from '../packages/package-names';
import type { HaltCause, ReleaseLogEntry } from './release-log';

/** A halt as the log recorded it: when, by whom (a token's name, or `edge`), and by which rule on which figures. */
export interface HaltRecord {
  at: string;
  actor: string;
  /** Null for a halt a person asked for, or one logged before rules were kept. */
  rule: HaltCause['rule'] | null;
  figures: SidesFigures | null;
}

/**
 * When the canary `id` of `name` started, from the log: the first `canary` entry of its latest run (a
 * new share of the same canary goes on with it; a canary started again after an activation, a
 * rollback or a halt is a new one). Null when the log no longer holds it.
 */
export function canarySince(entries: readonly ReleaseLogEntry[], name: PackageName, id: string): string | null {
  let run: { id: string | null; since: string | null; ended: boolean } = { id: null, since: null, ended: true };
  for (const entry of entries) {
    if (entry.package !== name) continue;
    if (entry.action === 'canary') {
      if (run.ended || run.id !== entry.id) run = { id: entry.id, since: entry.at, ended: false };
    } else if (entry.action === 'activate' || entry.action === 'rollback' || entry.action === 'halt') {
      run.ended = true;
    }
  }
  return run.id === id ? run.since : null;
}

/** The latest halt of `id` of `name` the log holds, or null. */
export function haltOf(entries: readonly ReleaseLogEntry[], name: PackageName, id: string): HaltRecord | null {
  const entry = entries.findLast(
    (candidate) => candidate.action === 'halt' && candidate.package === name && candidate.id === id,
  );
  return entry ? { at: entry.at, actor: entry.actor, rule: entry.rule ?? null, figures: entry.figures ?? null } : null;
}
