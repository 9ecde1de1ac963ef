import { compatibilityProblems } from '../checks/compatibility-check';
import type { PackageName } from '../packages/package-names';
import type { PointerStore, Pointers } from '../pointers/pointer-store';
import { ReleaseError } from '../release-error';
import { factsOf, liveFacts } from '../checks/release-facts';
import { isReleaseId } from '../store/release-id';
import { logEntry, type ReleaseAction } from '../log/release-log';
import {
  activate,
  halt,
  rollback,
  startCanary,
  stateOf,
  type ReleasePointer,
  type ReleaseState,
} from '../pointers/release-pointer';
import type { Provenance, ReleaseRecord } from '../store/release-record';
import { listRecords, readRecord, releaseFolder, storeRelease, verifyRelease } from '../store/release-store';
import { PREVIEW_VALID_MS, signPreview } from '../preview/preview-token';

/** What every release command works with. */
export interface ReleaseContext {
  releasesDir: string;
  store: PointerStore;
  /** Who the log names. */
  actor: string;
}

/** Stores a production build as a new release and logs it. */
export async function publishBuild(
  context: ReleaseContext,
  name: PackageName,
  dist: string,
  provenance: Provenance,
): Promise<ReleaseRecord> {
  // The log must be writable before anything is stored (Redis down fails here, with nothing copied).
  await context.store.readAll();
  const record = await storeRelease({ releasesDir: context.releasesDir, name, dist, provenance });
  const from = [
    provenance.version && `version ${provenance.version}`,
    provenance.commit && `commit ${provenance.commit}`,
  ];
  if (provenance.committed === false) from.push('with uncommitted changes');
  await context.store.append(logEntry(context.actor, 'publish', name, record.id, from.filter(Boolean).join(', ')));
  return record;
}

/** The record of a release that exists, whose files are still exactly what was published. */
async function intactRelease(context: ReleaseContext, name: PackageName, id: string): Promise<ReleaseRecord> {
  if (!isReleaseId(id)) throw new ReleaseError(`'${id}' is not a release id (see: release -- list ${name})`);
  const record = await readRecord(context.releasesDir, name, id);
  if (!record) throw new ReleaseError(`${name} has no release ${id} (see: release -- list ${name})`);
  const damage = await verifyRelease(context.releasesDir, record);
  if (damage) throw new ReleaseError(`${damage}: publish it again`);
  return record;
}

/**
 * What stands against `id` going live with the rest of the composition; refused (nothing changes)
 * unless forced, and then returned for the log.
 */
async function checkAgainstLive(
  context: ReleaseContext,
  pointers: Pointers,
  name: PackageName,
  id: string,
  force: boolean,
): Promise<string[]> {
  const candidate = await factsOf(releaseFolder(context.releasesDir, name, id), name, id, 'candidate');
  const problems = compatibilityProblems(candidate, await liveFacts(context.releasesDir, pointers, [name]));
  if (problems.length > 0 && !force) {
    throw new ReleaseError(
      `${problems.join('\n')}\nnothing was changed (--force activates it anyway, and the log says so)`,
    );
  }
  return problems;
}

const forcedNote = (overridden: string[]) =>
  overridden.length > 0 ? `; checks overridden with --force: ${overridden.join(' | ')}` : '';

const swap = (
  context: ReleaseContext,
  name: PackageName,
  pointer: ReleasePointer,
  next: ReleasePointer,
  entry: { action: ReleaseAction; id: string | null; detail: string },
) =>
  context.store.swap(name, pointer.version, next, logEntry(context.actor, entry.action, name, entry.id, entry.detail));

export interface ActivateOptions {
  /** Serve it to this share of visitors only. */
  canaryPercent?: number | null;
  /** Activate it even if the compatibility check refuses it. */
  force?: boolean;
  /** Why, for the log (`npm start` says it activated a local build). */
  reason?: string;
  /**
   * The caller checked the whole composition this release goes live in (`npm start` activating
   * several local builds together, whose checks one at a time would see a mix of old and new).
   */
  checked?: boolean;
}

/** Makes a release live for everyone, or for a share of visitors as a canary. */
export async function activateRelease(
  context: ReleaseContext,
  name: PackageName,
  id: string,
  { canaryPercent = null, force = false, reason, checked = false }: ActivateOptions = {},
): Promise<ReleasePointer> {
  await intactRelease(context, name, id);
  const pointers = await context.store.readAll();
  const pointer = pointers[name];
  const overridden = checked ? [] : await checkAgainstLive(context, pointers, name, id, force);
  const note = (reason ? `; ${reason}` : '') + forcedNote(overridden);
  if (canaryPercent !== null) {
    const next = startCanary(pointer, id, canaryPercent, name);
    return swap(context, name, pointer, next, { action: 'canary', id, detail: `${canaryPercent}% of visitors${note}` });
  }
  const detail = `previous ${pointer.active ?? 'none'}${note}`;
  return swap(context, name, pointer, activate(pointer, id), { action: 'activate', id, detail });
}

/** Ends a canary, or else makes the previously active release live again. */
export async function rollbackRelease(
  context: ReleaseContext,
  name: PackageName,
  { force = false }: { force?: boolean } = {},
): Promise<ReleasePointer> {
  const pointers = await context.store.readAll();
  const pointer = pointers[name];
  const next = rollback(pointer, name);
  if (pointer.canary) {
    const detail = `canary ended, ${pointer.active} stays active`;
    return swap(context, name, pointer, next, { action: 'rollback', id: pointer.canary.id, detail });
  }
  const back = next.active as string;
  await intactRelease(context, name, back);
  const overridden = await checkAgainstLive(context, pointers, name, back, force);
  const detail = `back from ${pointer.active}${forcedNote(overridden)}`;
  return swap(context, name, pointer, next, { action: 'rollback', id: back, detail });
}

/** Stops a canary for every visitor and marks it halted (an edge does this to a failing canary). */
export async function haltCanary(context: ReleaseContext, name: PackageName, reason: string): Promise<ReleasePointer> {
  const { [name]: pointer } = await context.store.readAll();
  const next = halt(pointer, name);
  return swap(context, name, pointer, next, { action: 'halt', id: pointer.canary?.id ?? null, detail: reason });
}

/**
 * Halts `id` if it is still the running canary of `name` (an edge that saw it fail in browsers).
 * False when the pointer moved on meanwhile: promoted, rolled back, or already halted by another edge.
 */
export async function haltFailingCanary(
  context: ReleaseContext,
  name: PackageName,
  id: string,
  reason: string,
): Promise<boolean> {
  for (let attempt = 1; ; attempt += 1) {
    const { [name]: pointer } = await context.store.readAll();
    if (pointer.canary?.id !== id || pointer.halted.includes(id)) return false;
    try {
      await swap(context, name, pointer, halt(pointer, name), { action: 'halt', id, detail: reason });
      return true;
    } catch (error) {
      // Another change landed first (another edge halting it too): look at the pointer once more.
      if (attempt >= 2 || !(error instanceof ReleaseError)) throw error;
    }
  }
}

export interface ReleaseRow {
  record: ReleaseRecord;
  state: ReleaseState;
  /** The canary's share while it is one. */
  percent: number | null;
}

/** A package's releases, newest first, with what each one is now. */
export async function listReleases(context: ReleaseContext, name: PackageName): Promise<ReleaseRow[]> {
  const [records, pointers] = await Promise.all([listRecords(context.releasesDir, name), context.store.readAll()]);
  const pointer = pointers[name];
  return records.map((record) => {
    const state = stateOf(pointer, record.id);
    return { record, state, percent: state === 'canary' ? (pointer.canary?.percent ?? null) : null };
  });
}

/** A signed link that shows the site with this release in place of the active one, for 24 hours. */
export async function previewLink(
  context: ReleaseContext,
  name: PackageName,
  id: string,
  secret: string,
  siteUrl: string,
  now = Date.now(),
): Promise<{ url: string; expires: Date }> {
  await intactRelease(context, name, id);
  const exp = now + PREVIEW_VALID_MS;
  const url = new URL('/', siteUrl);
  url.searchParams.set('preview', signPreview({ name, id, exp }, secret));
  return { url: url.toString(), expires: new Date(exp) };
}
