// `npm run record-surface -w shared-config`: records shared-config's export surface for its current
// version in export-surface.json, after checking the version was bumped as far as the change needs.
import { readExportSurface } from './export-surface';
import { bumpsEnough, describeChange, requiredBump, surfaceChange } from './surface-change';
import { packageVersion, PACKAGE_DIR, readSurfaceRecord, recordedVersions, writeSurfaceRecord } from './surface-record';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const record = readSurfaceRecord();
const version = packageVersion();
const surface = readExportSurface(PACKAGE_DIR);
const known = record.versions[version];
if (known) {
  const change = surfaceChange(known, surface);
  if (change.removed.length === 0 && change.added.length === 0) {
    process.stdout.write(`shared-config ${version}: the record is up to date\n`);
    process.exit(0);
  }
  fail(
    `shared-config ${version} was released with another surface; bump its version (${requiredBump(change)}) first:\n${describeChange(change)}`,
  );
}
const latest = recordedVersions(record).at(-1);
if (latest) {
  const change = surfaceChange(record.versions[latest] ?? {}, surface);
  const bump = requiredBump(change);
  if (!bumpsEnough(latest, version, bump)) {
    fail(
      `shared-config ${latest} → ${version} is not a ${bump} version bump, which this change needs:\n${describeChange(change)}`,
    );
  }
}
writeSurfaceRecord({ versions: { ...record.versions, [version]: surface } });
process.stdout.write(`shared-config ${version}: surface recorded in export-surface.json\n`);
