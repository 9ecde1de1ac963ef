import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PackageName } from '../../packages/package-names';
import { syncFolder } from '../files/durable-write';
import { isMissing, whyFileFailed } from '../files/file-errors';
import { isReleaseId } from '../../releases/release-id';
import { markedId, markState, publishMarkFile } from './publish-marks';
import type { UnfinishedPublishes } from './release-files';

/** What one publish wrote into its package's folder, by entry name. */
interface PublishEntries {
  mark: string | null;
  incoming: string | null;
  folder: string | null;
  record: string | null;
  /** Temporary copies of the record (`<id>.json.<random>.tmp`) a crash left. */
  temporary: string[];
}

const TEMPORARY_RECORD = /^(.+)\.json\.[0-9a-f]+\.tmp$/;

function publishesIn(entries: readonly { name: string; isDirectory(): boolean }[]): Map<string, PublishEntries> {
  const byId = new Map<string, PublishEntries>();
  const of = (id: string) => {
    let found = byId.get(id);
    if (!found) byId.set(id, (found = { mark: null, incoming: null, folder: null, record: null, temporary: [] }));
    return found;
  };
  for (const entry of entries) {
    const { name } = entry;
    const marked = markedId(name);
    const temporary = TEMPORARY_RECORD.exec(name)?.[1];
    if (marked && isReleaseId(marked)) of(marked).mark = name;
    else if (name.startsWith('.incoming-') && isReleaseId(name.slice('.incoming-'.length)))
      of(name.slice('.incoming-'.length)).incoming = name;
    else if (temporary && isReleaseId(temporary)) of(temporary).temporary.push(name);
    else if (name.endsWith('.json') && isReleaseId(name.slice(0, -'.json'.length)))
      of(name.slice(0, -'.json'.length)).record = name;
    else if (entry.isDirectory() && isReleaseId(name)) of(name).folder = name;
  }
  return byId;
}

/**
 * The publishes of `name` that have not finished: those whose process still runs (under way) and
 * those it left behind when it died or failed (a publish mark nobody touches, a copy still
 * `.incoming-*`, a release folder without its record, a record's temporary copy). A release with its
 * folder and record and no mark is published, and is none of these.
 */
export async function unfinishedPublishes(
  releasesDir: string,
  name: PackageName,
  now = Date.now(),
): Promise<UnfinishedPublishes> {
  const dir = path.join(releasesDir, name);
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if (isMissing(error)) return [];
    throw error;
  });
  const found: UnfinishedPublishes = { abandoned: [], underWay: [] };
  for (const [id, publish] of publishesIn(entries)) {
    if (publish.mark) {
      const state = await markState(path.join(dir, publish.mark), now);
      if (state.underWay) {
        found.underWay.push({ id, holder: state.holder });
        continue;
      }
    } else if (publish.record && publish.folder) {
      // Published: only a temporary copy of its record may be left over.
      if (publish.temporary.length > 0) found.abandoned.push({ id, entries: publish.temporary, whole: false });
      continue;
    }
    const { record, temporary, folder, incoming, mark } = publish;
    const left = [record, ...temporary, folder, incoming, mark].filter((entry): entry is string => entry !== null);
    if (left.length > 0) found.abandoned.push({ id, entries: left, whole: Boolean(record && folder) });
  }
  return found;
}

/**
 * Removes what a publish of `id` left (`entries`, in their order), the folder flushed after. Returns
 * why an entry could not be removed, or null when all are gone.
 */
export async function removeEntries(releasesDir: string, name: PackageName, entries: readonly string[]) {
  const dir = path.join(releasesDir, name);
  for (const entry of entries) {
    try {
      await rm(path.join(dir, entry), { recursive: true, force: true });
    } catch (error) {
      return `${path.join(dir, entry)} could not be removed: ${whyFileFailed(error)}`;
    }
  }
  await syncFolder(dir).catch(() => undefined);
  return null;
}

/** Every entry a publish of `id` may have written, in the order they are removed. */
export const publishEntries = (releasesDir: string, name: PackageName, id: string) => [
  `${id}.json`,
  id,
  `.incoming-${id}`,
  path.basename(publishMarkFile(releasesDir, name, id)),
];
