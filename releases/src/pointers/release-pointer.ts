import { ReleaseError } from '../release-error';
import { isReleaseId } from '../store/release-id';
import { isRecord, parseJsonObject } from '../json-object';

export interface Canary {
  id: string;
  /** Share of visitors, 0.01 to 100. */
  percent: number;
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

const idOrNull = (value: unknown) => (typeof value === 'string' && isReleaseId(value) ? value : null);

/** The pointer in `text`; a pointer that cannot be read stops the command rather than being overwritten. */
export function parsePointer(text: string, label: string): ReleasePointer {
  const value = parseJsonObject(text);
  if (!value || typeof value.version !== 'number' || !Number.isInteger(value.version)) {
    throw new ReleaseError(`the release pointer of ${label} is unreadable`);
  }
  const canary = isRecord(value.canary) ? value.canary : null;
  const canaryId = canary ? idOrNull(canary.id) : null;
  return {
    active: idOrNull(value.active),
    previous: idOrNull(value.previous),
    canary: canary && canaryId && typeof canary.percent === 'number' ? { id: canaryId, percent: canary.percent } : null,
    halted: Array.isArray(value.halted) ? value.halted.map(idOrNull).filter((id): id is string => id !== null) : [],
    version: value.version,
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

/** `id` for `percent` % of visitors, the active release for the rest. */
export function startCanary(pointer: ReleasePointer, id: string, percent: number, label: string): ReleasePointer {
  if (!pointer.active) throw new ReleaseError(`${label} has no active release for a canary to share visitors with`);
  if (pointer.active === id) throw new ReleaseError(`${label} ${id} is already active for every visitor`);
  return { ...pointer, canary: { id, percent }, halted: without(pointer.halted, id) };
}

/** Ends a canary; without one, makes the previous release active again. */
export function rollback(pointer: ReleasePointer, label: string): ReleasePointer {
  if (pointer.canary) return { ...pointer, canary: null };
  if (!pointer.previous) throw new ReleaseError(`${label} has no previous release to roll back to`);
  return { ...pointer, active: pointer.previous, previous: pointer.active };
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
