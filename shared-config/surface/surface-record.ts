import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import type { ExportSurface } from './export-surface';

/** shared-config's public surface at each version it was released with (export-surface.json). */
export interface SurfaceRecord {
  versions: Record<string, ExportSurface>;
}

export const PACKAGE_DIR = path.resolve(__dirname, '..');
const RECORD_FILE = path.join(PACKAGE_DIR, 'export-surface.json');

export const packageVersion = (): string =>
  (JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;

export const readSurfaceRecord = (): SurfaceRecord => JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as SurfaceRecord;

export const writeSurfaceRecord = (record: SurfaceRecord) =>
  writeFileSync(RECORD_FILE, `${JSON.stringify(record, null, 2)}\n`);

/** The recorded versions, oldest first. */
export const recordedVersions = (record: SurfaceRecord): string[] => Object.keys(record.versions).sort(semver.compare);
