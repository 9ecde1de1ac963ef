import type { PackageName } from '../../model/packages/package-names';
import { logEntry, type ReleaseLogEntry } from '../../model/log/release-log';
import { runningCanary, type ReleasePointer } from '../../model/pointers/release-pointer';
import { ReleaseError } from '../../model/release-error';
import type { ChangeContext } from './change-context';

/** Releases kept per package besides those protected, newest first, unless `--keep` says otherwise. */
const KEEP_RELEASES = 5;
/** A release served (or taken out of service) more recently than this stays: open tabs still load it. */
export const MIN_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A canary halted more recently than this stays, for whoever looks into why. */
const HALTED_KEPT_MS = 24 * 60 * 60 * 1000;
/** The log keeps its newest entries, and every preview entry whose link still works. */
const LOG_KEPT = 1000;

export interface GcOptions {
  keep?: number;
  dryRun?: boolean;
  now?: number;
  minAgeMs?: number;
  logKept?: number;
}

/** What retention removes from one package, and why each kept release stays. */
interface GcPackageReport {
  name: PackageName;
  removed: { id: string; size: number }[];
  kept: { id: string; why: string }[];
  /**
   * What publishes that stopped before they finished left (their mark, an `.incoming-*` copy, a
   * release folder without its record...), by name in the package's folder.
   */
  abandoned: string[];
}

export interface GcReport {
  packages: GcPackageReport[];
  logDropped: number;
}

/** Every time the log shows a release going in or out of service, as milliseconds. */
function lastInService(entries: readonly ReleaseLogEntry[], name: PackageName, id: string): number {
  let last = 0;
  for (const entry of entries) {
    if (entry.package !== name || entry.action === 'publish' || entry.action === 'preview') continue;
    if (entry.id === id || entry.detail.includes(id)) last = Math.max(last, Date.parse(entry.at) || 0);
  }
  return last;
}

function protectedWhy(
  pointer: ReleasePointer,
  id: string,
  entries: readonly ReleaseLogEntry[],
  name: PackageName,
  now: number,
): string | null {
  if (pointer.active === id) return 'active';
  if (pointer.previous === id) return 'previous (rollback goes there)';
  if (runningCanary(pointer)?.id === id) return 'canary';
  if (pointer.canary?.id === id) return 'the halted canary still in the pointer';
  const haltedRecently = entries.some(
    (entry) =>
      entry.package === name &&
      entry.action === 'halt' &&
      entry.id === id &&
      now - Date.parse(entry.at) < HALTED_KEPT_MS,
  );
  if (haltedRecently) return 'halted within a day';
  const preview = entries.some(
    (entry) =>
      entry.package === name && entry.action === 'preview' && entry.id === id && Date.parse(entry.expires ?? '') > now,
  );
  if (preview) return 'a preview link still works';
  return null;
}

/**
 * Removes what publishes that died or failed left, at once (a publish still running is left alone,
 * and named in `kept`). One that died after its log line was written is published: only its mark
 * goes, and the release stays.
 */
async function settlePublishes(
  context: ChangeContext,
  name: PackageName,
  entries: readonly ReleaseLogEntry[],
  now: number,
  dryRun: boolean,
): Promise<Pick<GcPackageReport, 'abandoned' | 'kept'>> {
  const found = await context.releases.unfinished(name, now);
  const logged = new Set(
    entries.filter((entry) => entry.action === 'publish' && entry.package === name).map((entry) => entry.id),
  );
  const abandoned: string[] = [];
  for (const publish of found.abandoned) {
    const published = publish.whole && logged.has(publish.id);
    const leftovers = published
      ? publish.entries.filter((entry) => entry !== publish.id && entry !== `${publish.id}.json`)
      : publish.entries;
    abandoned.push(...leftovers);
    const left = dryRun ? null : await context.releases.removeLeftovers(name, leftovers);
    if (left) throw new ReleaseError(`${left}; gc stopped there, and removed nothing after it`);
  }
  const kept = found.underWay.map(({ id, holder }) => ({ id, why: `a publish under way (${holder})` }));
  return { abandoned, kept };
}

/**
 * Removes old releases, never one a visitor may still need: the active, previous and canary releases,
 * a canary halted within a day, a release with a preview link still valid, one served within the
 * minimum age (counted from when it was last served, by any edge, or last taken out of service), and
 * the newest `keep`. Also removes, at once, what publishes that stopped before they finished left,
 * and trims the log. The record goes first, so a half-removed release is never accepted again.
 */
export async function collectGarbage(
  context: ChangeContext,
  names: readonly PackageName[],
  { keep = KEEP_RELEASES, dryRun = false, now = Date.now(), minAgeMs = MIN_AGE_MS, logKept = LOG_KEPT }: GcOptions = {},
): Promise<GcReport> {
  const [composition, entries] = await Promise.all([context.pointers.read(), context.pointers.log()]);
  const packages: GcPackageReport[] = [];
  for (const name of names) {
    const why = composition.unreadable[name];
    if (why) throw new ReleaseError(`${why}: which of its releases are live is unknown, so none is removed`);
    const pointer = composition.pointers[name];
    // First: a publish that died after logging becomes a release, listed below like any other.
    const { abandoned, kept } = await settlePublishes(context, name, entries, now, dryRun);
    const records = await context.releases.list(name);
    const served = await context.served.lastServed(name);
    const report: GcPackageReport = { name, removed: [], kept, abandoned };
    records.forEach((record, index) => {
      const last = Math.max(served.get(record.id) ?? 0, lastInService(entries, name, record.id));
      const reason =
        protectedWhy(pointer, record.id, entries, name, now) ??
        (now - last < minAgeMs ? 'served within the minimum age' : null) ??
        (index < keep ? `one of the newest ${keep}` : null);
      if (reason) report.kept.push({ id: record.id, why: reason });
      else report.removed.push({ id: record.id, size: record.size });
    });
    packages.push(report);
  }
  if (dryRun) return { packages, logDropped: 0 };

  for (const report of packages) {
    for (const { id } of report.removed) {
      await context.releases.remove(report.name, id);
    }
    await context.served.forget(
      report.name,
      report.removed.map((release) => release.id),
    );
    if (report.removed.length + report.abandoned.length > 0) {
      const detail = `removed ${report.removed.length} releases and ${report.abandoned.length} leftovers of stopped publishes`;
      await context.pointers.append(logEntry(context.actor, 'gc', report.name, null, detail, new Date(now)));
    }
  }
  const logDropped = await context.pointers.trimLog((all) => {
    const newest = new Set(all.slice(-logKept));
    return all.filter(
      (entry) => newest.has(entry) || (entry.action === 'preview' && Date.parse(entry.expires ?? '') > now),
    );
  });
  return { packages, logDropped };
}
