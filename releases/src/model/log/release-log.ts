import os from 'node:os';
import { Type } from '@sinclair/typebox';
import { type PackageName } from '../packages/package-names';
import { PACKAGE_NAME } from '../packages/package-schema';
import { compileFormat, parseJsonFormat } from 'shared-config/server';
import { HALT_RULE_NAME, SIDES_FIGURES, type HaltRuleName, type SidesFigures } from '../canary/canary-figures';

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
  /** A halt's rule: the one an edge halted it by; null for a halt by a person (or the emergency override). */
  rule?: HaltRuleName | null;
  /** A halt's figures: what the rule weighed, canary and stable; null where no rule decided. */
  figures?: SidesFigures | null;
}

/** Why an edge halted a canary: the rule that held, and both sides' figures as it counted them. */
export interface HaltCause {
  rule: HaltRuleName;
  figures: SidesFigures;
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

/**
 * A halt's entry: beside the words, its rule and figures as fields of their own (both null for a halt
 * a person asked for), so the console shows what halted it without reading the text.
 */
export const haltLogEntry = (
  actor: string,
  name: PackageName,
  id: string | null,
  detail: string,
  cause: HaltCause | null,
  now = new Date(),
): ReleaseLogEntry => ({
  ...logEntry(actor, 'halt', name, id, detail, now),
  rule: cause?.rule ?? null,
  figures: cause?.figures ?? null,
});

/**
 * One stored line's format; `id`, `detail` and `expires` may be absent (`logEntry` leaves `expires`
 * out), and a halt's `rule` and `figures` (a halt logged before they were kept).
 */
const LOG_LINE = compileFormat(
  Type.Object({
    at: Type.String(),
    actor: Type.String(),
    action: Type.Union(RELEASE_ACTIONS.map((action) => Type.Literal(action))),
    package: PACKAGE_NAME,
    id: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    detail: Type.Optional(Type.String()),
    expires: Type.Optional(Type.String()),
    rule: Type.Optional(Type.Union([HALT_RULE_NAME, Type.Null()])),
    figures: Type.Optional(Type.Union([SIDES_FIGURES, Type.Null()])),
  }),
);

/**
 * An entry from one stored line, or null for a line that is not one (it is then skipped). Every halt
 * reads with its `rule` and `figures`: null where the line has none. Other entries have neither.
 */
export function parseLogEntry(line: string): ReleaseLogEntry | null {
  const value = parseJsonFormat(LOG_LINE, line);
  if (!value) return null;
  const { at, actor, action, package: name, id = null, detail = '', expires, rule = null, figures = null } = value;
  return {
    at,
    actor,
    action,
    package: name,
    id,
    detail,
    ...(expires === undefined ? {} : { expires }),
    ...(action === 'halt' ? { rule, figures } : {}),
  };
}

export const formatLogEntry = (entry: ReleaseLogEntry) =>
  [entry.at, entry.actor, entry.action, entry.package, entry.id ?? '-', entry.detail].filter(Boolean).join('  ');
