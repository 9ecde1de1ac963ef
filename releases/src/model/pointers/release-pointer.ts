import { ReleaseError } from '../release-error';
import { Type } from '@sinclair/typebox';
import { RELEASE_ID } from '../releases/release-id';
import { compileFormat, parseJsonFormat } from 'shared-config/server';

export interface Canary {
  id: string;
  /** Share of visitors, 0.01 to 100. */
  percent: number;
  /**
   * The release set this canary was started with (several packages at once), or null for a canary of
   * this package alone. Canaries of one set draw their visitors together: a visitor gets every
   * release of the set or none, never a mix nobody checked.
   */
  group: string | null;
}

/** Which release of one package is live. Switching a release writes this, and nothing else. */
export interface ReleasePointer {
  active: string | null;
  /** The release that was active before `active`: where `rollback` goes. */
  previous: string | null;
  canary: Canary | null;
  /** Releases stopped for failing (a halted canary is served to nobody). */
  halted: string[];
  /** Counts changes: a change is written only over the version it was worked out from. */
  version: number;
}

export const EMPTY_POINTER: ReleasePointer = { active: null, previous: null, canary: null, halted: [], version: 0 };

export type ReleaseState = 'active' | 'canary' | 'previous' | 'halted' | 'idle';

const idOrNull = Type.Optional(Type.Union([RELEASE_ID, Type.Null()]));

/** A pointer file's (or Redis key's) format; fields a pointer written before them lacks may be absent. */
const POINTER = compileFormat(
  Type.Object({
    active: idOrNull,
    previous: idOrNull,
    canary: Type.Optional(
      Type.Union([
        Type.Object({
          id: RELEASE_ID,
          percent: Type.Number(),
          group: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        }),
        Type.Null(),
      ]),
    ),
    halted: Type.Optional(Type.Array(RELEASE_ID)),
    version: Type.Integer(),
  }),
);

/** The pointer in `text`; a pointer that cannot be read stops the command rather than being overwritten. */
export function parsePointer(text: string, label: string): ReleasePointer {
  const value = parseJsonFormat(POINTER, text);
  if (!value) throw new ReleaseError(`the release pointer of ${label} is unreadable`);
  const { active = null, previous = null, canary = null, halted = [], version } = value;
  return {
    active,
    previous,
    canary: canary && { id: canary.id, percent: canary.percent, group: canary.group ?? null },
    halted,
    version,
  };
}

const without = (ids: string[], id: string) => ids.filter((other) => other !== id);

/** `id` live for everyone: a canary ends, the release active until now becomes `previous`. */
export function activate(pointer: ReleasePointer, id: string): ReleasePointer {
  return {
    ...pointer,
    active: id,
    previous: pointer.active === id ? pointer.previous : pointer.active,
    canary: null,
    halted: without(pointer.halted, id),
  };
}

/** `id` for `percent` % of visitors, the active release for the rest; `group` names the set it came with. */
export function startCanary(
  pointer: ReleasePointer,
  id: string,
  percent: number,
  label: string,
  group: string | null = null,
): ReleasePointer {
  if (!pointer.active) throw new ReleaseError(`${label} has no active release for a canary to share visitors with`);
  if (pointer.active === id) throw new ReleaseError(`${label} ${id} is already active for every visitor`);
  return { ...pointer, canary: { id, percent, group }, halted: without(pointer.halted, id) };
}

/** What a rollback does to one package's pointer. */
export type RollbackStep = 'end-canary' | 'clear-halted-canary' | 'previous';

/**
 * Which step `rollback` takes: a running canary ends; a canary already halted is cleared (every visitor
 * already gets the active release); otherwise, or with `toPrevious`, the previous release comes back.
 */
export function rollbackStep(pointer: ReleasePointer, toPrevious: boolean): RollbackStep {
  if (toPrevious || !pointer.canary) return 'previous';
  return pointer.halted.includes(pointer.canary.id) ? 'clear-halted-canary' : 'end-canary';
}

/** The pointer after `step`; going to the previous release also ends any canary. */
export function rollback(pointer: ReleasePointer, label: string, step: RollbackStep = rollbackStep(pointer, false)) {
  if (step !== 'previous') return { ...pointer, canary: null };
  if (!pointer.previous) throw new ReleaseError(`${label} has no previous release to roll back to`);
  return { ...pointer, active: pointer.previous, previous: pointer.active, canary: null };
}

/** Stops serving a canary: every visitor gets the active release; the release stays marked halted. */
export function halt(pointer: ReleasePointer, label: string): ReleasePointer {
  if (!pointer.canary) throw new ReleaseError(`${label} has no canary to halt`);
  const { id } = pointer.canary;
  return pointer.halted.includes(id) ? pointer : { ...pointer, halted: [...pointer.halted, id] };
}

/** The canary visitors may get: none once it is halted. */
export const runningCanary = (pointer: ReleasePointer): Canary | null =>
  pointer.canary && !pointer.halted.includes(pointer.canary.id) ? pointer.canary : null;

export function stateOf(pointer: ReleasePointer, id: string): ReleaseState {
  if (pointer.active === id) return 'active';
  if (pointer.halted.includes(id)) return 'halted';
  if (pointer.canary?.id === id) return 'canary';
  if (pointer.previous === id) return 'previous';
  return 'idle';
}
