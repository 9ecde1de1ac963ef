/** @jest-environment node */
import { readExportSurface } from './export-surface';
import { bumpsEnough, describeChange, requiredBump, surfaceChange } from './surface-change';
import { packageVersion, PACKAGE_DIR, readSurfaceRecord, recordedVersions } from './surface-record';

// Remotes take shared-config's browser modules from the shell as singletons, requiring `^<version>`
// they were built with: only an honest version lets that range catch a shell without what they use.
describe("shared-config's version", () => {
  const record = readSurfaceRecord();
  const version = packageVersion();
  const versions = recordedVersions(record);

  it('is the latest version its surface was recorded at', () => {
    expect(versions.at(-1)).toBe(version);
  });

  it('was bumped for every change of its exports since (record it: npm run record-surface -w shared-config)', () => {
    // Against this version's record or, for a version not recorded yet, the latest one.
    const recorded = record.versions[version] ?? record.versions[versions.at(-1) ?? ''] ?? {};
    const change = surfaceChange(recorded, readExportSurface(PACKAGE_DIR));
    // Lists what changed, and the bump it needs, when it fails.
    expect({ version, bump: requiredBump(change), change: describeChange(change) }).toEqual({
      version,
      bump: 'patch',
      change: '',
    });
  });

  it('moved by at least the bump each recorded change needed', () => {
    const steps = versions.slice(1).map((to, index) => {
      const from = versions[index] as string;
      const bump = requiredBump(surfaceChange(record.versions[from] ?? {}, record.versions[to] ?? {}));
      return { from, to, bump, enough: bumpsEnough(from, to, bump) };
    });
    expect(steps.filter((step) => !step.enough)).toEqual([]);
  });
});

describe('what a surface change needs', () => {
  const before = { './ui': ['Button', 'Loader'], './site': ['site'] };

  it('is a major version for a name or entry removed or renamed', () => {
    expect(requiredBump(surfaceChange(before, { './ui': ['Button', 'Spinner'], './site': ['site'] }))).toBe('major');
    expect(requiredBump(surfaceChange(before, { './ui': ['Button', 'Loader'] }))).toBe('major');
  });

  it('is a minor version for names or entries added, and a patch for none', () => {
    const added = surfaceChange(before, { ...before, './ui': ['Button', 'Loader', 'Card'], './tokens.css': [] });
    expect(added).toEqual({ removed: [], added: ['./tokens.css', './ui Card'] });
    expect(requiredBump(added)).toBe('minor');
    expect(requiredBump(surfaceChange(before, before))).toBe('patch');
  });

  it('is met by a larger bump, never by a smaller one or none', () => {
    expect(bumpsEnough('2.3.1', '3.0.0', 'minor')).toBe(true);
    expect(bumpsEnough('2.3.1', '2.4.0', 'minor')).toBe(true);
    expect(bumpsEnough('2.3.1', '2.3.2', 'minor')).toBe(false);
    expect(bumpsEnough('2.3.1', '2.4.0', 'major')).toBe(false);
    expect(bumpsEnough('2.3.1', '2.3.1', 'patch')).toBe(false);
  });
});
