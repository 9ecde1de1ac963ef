import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PackageName } from '../../packages/package-names';
import { isPublicReleaseFile } from '../../releases/public-files';
import { ReleaseError } from '../../release-error';
import { isReleaseId } from '../../releases/release-id';
import { parseReleaseRecord, type ReleaseRecord } from '../../releases/release-record';
import { faultPoint } from '../fault-point';
import { describeFailure, onFile } from '../files/file-errors';
import { writeFileAtomically } from '../files/durable-write';
import { objectKeys } from '../object-store/object-keys';
import { ObjectExists, type ObjectStore } from '../object-store/object-store';
import { holderGone, MARK_STALE_MS } from './publish-marks';
import type { ReleaseFiles, UnfinishedPublishes } from './release-files';
import { readBuildToPublish } from './build-to-publish';

// A publish touches its mark this often; a mark untouched for MARK_STALE_MS was left by a publish that died.
const HEARTBEAT_MS = 5000;
const UPLOADS_AT_ONCE = 8;

const RELEASE_FILE_CACHE = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Runs `work` over `items`, `limit` at a time; the first failure is thrown once every call of its
 * batch has ended, so nothing is still writing while the caller cleans up after it.
 */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  for (let start = 0; start < items.length; start += limit) {
    const outcomes = await Promise.allSettled(
      items.slice(start, start + limit).map((item, offset) => work(item, start + offset)),
    );
    const failed = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/**
 * Releases as objects in an S3-compatible bucket, each written once: a publish marks itself first
 * (`private/<name>/.publishing-<id>`, touched while it runs), uploads every file with
 * `If-None-Match: *` and checks each ETag against the file's MD5, then writes the record last (after
 * making sure no record of that id exists, for a service that ignores `If-None-Match`), logs it, and
 * removes its mark: until the record exists nothing lists the release, so a publish killed mid-upload
 * leaves nothing listed, only objects `gc` removes. Files a CDN may serve are under
 * `releases/<name>/<id>/`, the rest under `private/` (object-keys.ts).
 *
 * `folder` gives a release's files on this machine: downloaded once into `cacheDir/<name>/<id>/`
 * (the same layout as RELEASES_DIR), each checked against the record's checksum, the record written
 * beside it last, so a cached release is whole or absent. The edge's release cache decides which
 * stay (releases/edge).
 */
export function objectReleaseFiles(
  store: ObjectStore,
  { prefix, cacheDir, releasesDir }: { prefix: string; cacheDir: string; releasesDir: string },
): ReleaseFiles {
  const keys = objectKeys(prefix);
  const fetching = new Map<string, Promise<string>>();

  async function recordOf(name: PackageName, id: string): Promise<ReleaseRecord | null> {
    const bytes = await store.get(keys.record(name, id));
    const record = bytes && parseReleaseRecord(bytes.toString('utf8'));
    return record?.id === id && record.package === name ? record : null;
  }

  const isUnfinished = async (name: PackageName, id: string) => (await store.head(keys.mark(name, id))) !== null;

  /** Every object of one release, its record first and its mark last (the order they are removed in). */
  async function objectsOf(name: PackageName, id: string): Promise<string[]> {
    const files = (await Promise.all(keys.folders(name, id).map((folder) => store.list(folder)))).flat();
    return [keys.record(name, id), ...files.map((object) => object.key), keys.mark(name, id)];
  }

  async function publish({
    name,
    dist,
    provenance,
    now = new Date(),
    checkServerRender,
    commit,
  }: Parameters<ReleaseFiles['publish']>[0]) {
    const { files, digest, id } = await readBuildToPublish(name, dist, now);
    const holder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
    const markBody = Buffer.from(`${JSON.stringify(holder)}\n`);
    try {
      await store.create(keys.mark(name, id), markBody);
    } catch (error) {
      throw new ReleaseError(`cannot publish ${name}: ${describeFailure(error)}: nothing was changed`);
    }
    const heartbeat = setInterval(
      () => void store.replace(keys.mark(name, id), markBody).catch(() => undefined),
      HEARTBEAT_MS,
    );
    heartbeat.unref();
    faultPoint(releasesDir, 'publish:marked');
    let record: ReleaseRecord;
    try {
      await inBatches(files, UPLOADS_AT_ONCE, async (file, index) => {
        const bytes = await onFile(path.join(dist, file.path), 'read', () =>
          readFile(path.join(dist, ...file.path.split('/'))),
        );
        if (sha256(bytes) !== file.sha256)
          throw new ReleaseError(`${file.path} changed in ${dist} while it was published`);
        const { etag } = await store.create(keys.file(name, id, file.path), bytes, {
          contentType: CONTENT_TYPES[path.extname(file.path)] ?? 'application/octet-stream',
          ...(isPublicReleaseFile(file.path) ? { cacheControl: RELEASE_FILE_CACHE } : {}),
        });
        // A single PUT's ETag is the MD5 of what the service stored: the bytes arrived whole.
        if (/^[0-9a-f]{32}$/.test(etag) && etag !== md5(bytes)) {
          throw new ReleaseError(`${store.description} stored ${file.path} of ${name} ${id} with other content`);
        }
        if (index === 0) faultPoint(releasesDir, 'publish:copying');
      });
      faultPoint(releasesDir, 'publish:copied');
      faultPoint(releasesDir, 'publish:moved');
      const serverRender = (await checkServerRender?.(dist, id)) ?? null;
      record = {
        id,
        package: name,
        ...provenance,
        createdAt: now.toISOString(),
        size: files.reduce((total, file) => total + file.size, 0),
        digest,
        files,
        ...(serverRender ? { serverRender } : {}),
      };
      // Verified where the service ignores If-None-Match: the record is what makes it a release.
      if (await store.head(keys.record(name, id))) throw new ObjectExists(keys.record(name, id));
      await store.create(keys.record(name, id), Buffer.from(`${JSON.stringify(record, null, 2)}\n`), {
        contentType: 'application/json',
      });
      faultPoint(releasesDir, 'publish:recorded');
      await commit?.(record);
    } catch (error) {
      clearInterval(heartbeat);
      const left = await objectsOf(name, id)
        .then(store.remove)
        .then(
          () => null,
          (failure: unknown) => describeFailure(failure),
        );
      const cleaned = left
        ? `; what it wrote is left for npm run release -- gc (${left})`
        : '; what it had written is removed';
      throw new ReleaseError(`cannot publish ${name}: ${describeFailure(error)}${cleaned}`);
    }
    faultPoint(releasesDir, 'publish:logged');
    clearInterval(heartbeat);
    await store.remove([keys.mark(name, id)]).catch((error: unknown) => {
      throw new ReleaseError(
        `${name} ${id} is published and logged, but its publish mark could not be removed (${describeFailure(error)}): until npm run release -- gc removes it, the release is not listed`,
      );
    });
    return record;
  }

  async function list(name: PackageName): Promise<ReleaseRecord[]> {
    const objects = await store.list(keys.packageFolder(name), true);
    const names = objects.map((object) => object.key.slice(keys.packageFolder(name).length));
    const unfinished = new Set(
      names.filter((entry) => entry.startsWith('.publishing-')).map((entry) => entry.slice(12)),
    );
    const ids = names
      .filter((entry) => entry.endsWith('.json'))
      .map((entry) => entry.slice(0, -'.json'.length))
      .filter((id) => isReleaseId(id) && !unfinished.has(id))
      .sort()
      .reverse();
    const records = await Promise.all(ids.map((id) => recordOf(name, id)));
    return records.filter((record): record is ReleaseRecord => record !== null);
  }

  async function verify(record: ReleaseRecord): Promise<string | null> {
    const label = `${record.package} ${record.id}`;
    const stored = new Map<string, number>();
    for (const folder of keys.folders(record.package, record.id)) {
      for (const object of await store.list(folder)) stored.set(object.key.slice(folder.length), object.size);
    }
    for (const file of record.files) {
      const size = stored.get(file.path);
      if (size === undefined) return `${label}: ${file.path} is missing from ${store.description}`;
      if (size !== file.size) return `${label}: ${file.path} was changed after publishing (its size differs)`;
      stored.delete(file.path);
    }
    const extra = stored.keys().next();
    return extra.done ? null : `${label}: ${extra.value} was added to ${store.description} after publishing`;
  }

  async function unfinished(name: PackageName, now = Date.now()): Promise<UnfinishedPublishes> {
    const found: UnfinishedPublishes = { abandoned: [], underWay: [] };
    const own = await store.list(keys.packageFolder(name), true);
    const records = new Set<string>();
    const marks = new Map<string, { lastModified: number; key: string }>();
    for (const object of own) {
      const entry = object.key.slice(keys.packageFolder(name).length);
      if (entry.startsWith('.publishing-')) marks.set(entry.slice(12), object);
      else if (entry.endsWith('.json')) records.add(entry.slice(0, -5));
    }
    // Release ids with files, in either root.
    const withFiles = new Set<string>();
    for (const folder of [keys.packageFolder(name), keys.packagePublicFolder(name)]) {
      for (const object of await store.list(folder)) {
        const [id, ...rest] = object.key.slice(folder.length).split('/');
        if (id && rest.length > 0 && isReleaseId(id)) withFiles.add(id);
      }
    }
    for (const id of new Set([...marks.keys(), ...withFiles, ...records])) {
      if (!isReleaseId(id)) continue;
      const mark = marks.get(id);
      if (mark && now - mark.lastModified <= MARK_STALE_MS) {
        // Touched lately, by a process that still runs (one of this machine that died is gone at once).
        const holder = (await store.get(mark.key).catch(() => null))?.toString('utf8').trim() ?? '';
        if (!holderGone(holder)) {
          found.underWay.push({ id, holder: holder || 'an unknown process' });
          continue;
        }
      }
      if (!mark && records.has(id) && withFiles.has(id)) continue;
      const entries = [
        ...(records.has(id) ? [`${id}.json`] : []),
        ...(withFiles.has(id) ? [id] : []),
        ...(mark ? [`.publishing-${id}`] : []),
      ];
      found.abandoned.push({ id, entries, whole: records.has(id) && withFiles.has(id) });
    }
    return found;
  }

  async function removeLeftovers(name: PackageName, entries: readonly string[]): Promise<string | null> {
    try {
      for (const entry of entries) {
        if (entry.endsWith('.json')) await store.remove([keys.record(name, entry.slice(0, -5))]);
        else if (entry.startsWith('.publishing-')) await store.remove([keys.mark(name, entry.slice(12))]);
        else {
          const files = (await Promise.all(keys.folders(name, entry).map((folder) => store.list(folder)))).flat();
          await store.remove(files.map((object) => object.key));
        }
      }
      return null;
    } catch (error) {
      return `what a stopped publish of ${name} left could not be removed: ${describeFailure(error)}`;
    }
  }

  /** Downloads a release into the cache, whole or not at all: files checked, then the record. */
  async function download(name: PackageName, id: string): Promise<string> {
    const folder = path.join(cacheDir, name, id);
    const recordFile = path.join(cacheDir, name, `${id}.json`);
    if (
      await stat(recordFile).then(
        () => true,
        () => false,
      )
    )
      return folder;
    const record = await recordOf(name, id);
    if (!record) throw new ReleaseError(`${name} has no release ${id} in ${store.description}`);
    const draft = path.join(cacheDir, name, `.fetch-${id}-${randomBytes(4).toString('hex')}`);
    try {
      await inBatches(record.files, UPLOADS_AT_ONCE, async (file) => {
        const bytes = await store.get(keys.file(name, id, file.path));
        if (!bytes) throw new ReleaseError(`${name} ${id}: ${file.path} is missing from ${store.description}`);
        if (sha256(bytes) !== file.sha256) {
          throw new ReleaseError(`${name} ${id}: ${file.path} in ${store.description} differs from its record`);
        }
        const target = path.join(draft, ...file.path.split('/'));
        await onFile(path.dirname(target), 'create the folder', () => mkdir(path.dirname(target), { recursive: true }));
        await onFile(target, 'write', () => writeFile(target, bytes, { mode: 0o444 }));
      });
      await onFile(draft, 'create the folder', () => mkdir(draft, { recursive: true }));
      await rm(folder, { recursive: true, force: true });
      await onFile(folder, 'move into place', () => rename(draft, folder));
      await writeFileAtomically(recordFile, `${JSON.stringify(record, null, 2)}\n`, 0o444);
    } catch (error) {
      await rm(draft, { recursive: true, force: true });
      throw error;
    }
    return folder;
  }

  return {
    location: store.description,
    publish,
    async record(name, id) {
      if (!isReleaseId(id) || (await isUnfinished(name, id))) return null;
      return recordOf(name, id);
    },
    isUnfinished,
    list,
    verify,
    unfinished,
    removeLeftovers,
    async remove(name, id) {
      // The record alone first: the removals after it run several at once, and a release whose
      // record outlived some of its files would still be listed.
      await store.remove([keys.record(name, id)]);
      faultPoint(releasesDir, 'gc:unrecorded');
      await store.remove((await objectsOf(name, id)).slice(1));
      faultPoint(releasesDir, 'gc:removed');
      await rm(path.join(cacheDir, name, `${id}.json`), { force: true });
      await rm(path.join(cacheDir, name, id), { recursive: true, force: true });
    },
    folder(name, id) {
      const key = `${name}/${id}`;
      let pending = fetching.get(key);
      if (!pending) {
        pending = download(name, id).finally(() => fetching.delete(key));
        fetching.set(key, pending);
      }
      return pending;
    },
  };
}
