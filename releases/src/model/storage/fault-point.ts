import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The steps of a publish and of a pointer change where a process may die (a kill, a power cut). The
 * crash drill stops a release command at each of them and checks that what is left is recoverable.
 */
const FAULT_POINTS = [
  // storeRelease: the publish mark is on disk, nothing else yet
  'publish:marked',
  // some of the build's files copied into `.incoming-<id>`
  'publish:copying',
  // every file copied and flushed, the folder not yet in place
  'publish:copied',
  // the release folder in place, no record yet
  'publish:moved',
  // the record written, no log line yet
  'publish:recorded',
  // the log line written, the publish mark not yet removed
  'publish:logged',
  // a pointer change holds the lock, nothing written yet (both stores)
  'swap:locked',
  // the next snapshot folder is complete, `current` not yet switched (file store)
  'swap:written',
  // `current` switched, the log line not yet appended (file store)
  'swap:switched',
  // the change and its log lines written, the lock not yet released (both stores)
  'swap:logged',
] as const;

export type FaultPoint = (typeof FAULT_POINTS)[number];

/** The variable naming the step at which a release command kills itself. */
const FAULT_POINT_VARIABLE = 'RELEASE_FAULT_POINT';
/**
 * A file the crash drill puts in its own RELEASES_DIR. Without it RELEASE_FAULT_POINT does nothing,
 * so the variable set by mistake (an environment file copied from a test) cannot kill a production
 * command or edge: no production RELEASES_DIR holds this file.
 */
export const FAULT_DRILL_MARKER = '.crash-drill';

let warned = false;

/**
 * Kills this process with SIGKILL (no handler, no cleanup, as a power cut would) when
 * RELEASE_FAULT_POINT names `step` and RELEASES_DIR holds the crash drill's marker. A test-only
 * setting: every process using the store (the command line, an edge, a release service) obeys it.
 */
export function faultPoint(releasesDir: string, step: FaultPoint): void {
  const wanted = process.env[FAULT_POINT_VARIABLE];
  if (!wanted) return;
  const ignored = !(FAULT_POINTS as readonly string[]).includes(wanted)
    ? `which names no step (${FAULT_POINTS.join(', ')})`
    : existsSync(path.join(releasesDir, FAULT_DRILL_MARKER))
      ? null
      : `but ${releasesDir} is no crash drill's (no ${FAULT_DRILL_MARKER} in it)`;
  if (ignored) {
    if (!warned) process.emitWarning(`${FAULT_POINT_VARIABLE} is set to '${wanted}', ${ignored}: ignored`);
    warned = true;
    return;
  }
  if (wanted === step) process.kill(process.pid, 'SIGKILL');
}
