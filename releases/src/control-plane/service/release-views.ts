import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Static } from '@sinclair/typebox';
import { FEDERATION_MANIFEST_FILE, parseFederationManifest } from '../checks/federation-manifest';
import type { ReleaseLogEntry } from '../../model/log/release-log';
import type { ReleaseFiles } from '../../model/storage/release-files/release-files';
import type { ReleaseRecord } from '../../model/releases/release-record';
import type { RELEASE } from './schemas/release-schemas';

export type ReleaseView = Static<typeof RELEASE>;

/** Who published each release, by `<name>/<id>`, from the log's publish entries. */
export function publishers(entries: readonly ReleaseLogEntry[]): Map<string, string> {
  return new Map(
    entries.filter((entry) => entry.action === 'publish').map((entry) => [`${entry.package}/${entry.id}`, entry.actor]),
  );
}

/**
 * A release as the API shows it: its record's facts (provenance as the publishing client declared
 * it), who published it, and the modules its mf-manifest.json shares.
 */
export async function releaseView(
  releases: ReleaseFiles,
  record: ReleaseRecord,
  publishedBy: ReadonlyMap<string, string>,
): Promise<ReleaseView> {
  const folder = await releases.folder(record.package, record.id);
  const manifest = await readFile(path.join(folder, FEDERATION_MANIFEST_FILE), 'utf8').then(
    parseFederationManifest,
    () => null,
  );
  return {
    id: record.id,
    package: record.package,
    createdAt: record.createdAt,
    actor: publishedBy.get(`${record.package}/${record.id}`) ?? null,
    version: record.version,
    commit: record.commit,
    committed: record.committed,
    size: record.size,
    files: record.files.length,
    shared: manifest ? [...manifest.shared] : [],
    serverRender: record.serverRender ?? null,
  };
}
