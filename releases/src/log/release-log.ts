import os from 'node:os';
import { isPackageName, type PackageName } from '../packages/package-names';
import { parseJsonObject } from '../json-object';

export const RELEASE_ACTIONS = ['publish', 'activate', 'canary', 'rollback', 'halt', 'preview', 'gc'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** One line of the append-only release log: who did what to which package, when. */
export interface ReleaseLogEntry {
  at: string;
  actor: string;
  action: ReleaseAction;
  package: PackageName;
  id: string | null;
  /** What else there is to know: the previous release, the canary share, checks overridden by --force. */
  detail: string;
  /** Until when a preview link of this release works (retention keeps the release until then). */
  expires?: string;
}

/** Who is making a change: RELEASE_ACTOR (a CI job sets it), else the operating-system user. */
export function releaseActor(env: NodeJS.ProcessEnv = process.env): string {
  const named = env.RELEASE_ACTOR?.trim();
  if (named) return named;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export function logEntry(
  actor: string,
  action: ReleaseAction,
  name: PackageName,
  id: string | null,
  detail = '',
  now = new Date(),
): ReleaseLogEntry {
  return { at: now.toISOString(), actor, action, package: name, id, detail };
}

/** An entry from one stored line, or null for a line that is not one (it is then skipped). */
export function parseLogEntry(line: string): ReleaseLogEntry | null {
  const value = parseJsonObject(line);
  if (
    !value ||
    typeof value.at !== 'string' ||
    typeof value.actor !== 'string' ||
    typeof value.action !== 'string' ||
    !(RELEASE_ACTIONS as readonly string[]).includes(value.action) ||
    typeof value.package !== 'string' ||
    !isPackageName(value.package)
  ) {
    return null;
  }
  return {
    at: value.at,
    actor: value.actor,
    action: value.action as ReleaseAction,
    package: value.package,
    id: typeof value.id === 'string' ? value.id : null,
    detail: typeof value.detail === 'string' ? value.detail : '',
    ...(typeof value.expires === 'string' ? { expires: value.expires } : {}),
  };
}

export const formatLogEntry = (entry: ReleaseLogEntry) =>
  [entry.at, entry.actor, entry.action, entry.package, entry.id ?? '-', entry.detail].filter(Boolean).join('  ');
