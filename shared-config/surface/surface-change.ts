import semver from 'semver';
import type { ExportSurface } from './export-surface';

export type Bump = 'major' | 'minor' | 'patch';

export interface SurfaceChange {
  /** `<entry>` for an entry gone, `<entry> <name>` for a name gone from one. */
  removed: string[];
  added: string[];
}

const namesOf = (surface: ExportSurface) =>
  new Set(Object.entries(surface).flatMap(([entry, names]) => [entry, ...names.map((name) => `${entry} ${name}`)]));

export function surfaceChange(before: ExportSurface, after: ExportSurface): SurfaceChange {
  const was = namesOf(before);
  const is = namesOf(after);
  return {
    removed: [...was].filter((name) => !is.has(name)).sort(),
    added: [...is].filter((name) => !was.has(name)).sort(),
  };
}

/** Semantic versioning: a removal or rename breaks consumers (major), an addition does not (minor). */
export function requiredBump({ removed, added }: SurfaceChange): Bump {
  if (removed.length > 0) return 'major';
  return added.length > 0 ? 'minor' : 'patch';
}

const RANK: Record<Bump, number> = { patch: 0, minor: 1, major: 2 };

/** Whether going from `from` to `to` is at least a `bump` (1.4.2 → 2.0.0 is enough for any). */
export function bumpsEnough(from: string, to: string, bump: Bump): boolean {
  if (!semver.gt(to, from)) return false;
  const made =
    semver.major(to) > semver.major(from) ? 'major' : semver.minor(to) > semver.minor(from) ? 'minor' : 'patch';
  return RANK[made] >= RANK[bump];
}

export function describeChange({ removed, added }: SurfaceChange): string {
  return [...removed.map((name) => `- ${name}`), ...added.map((name) => `+ ${name}`)].join('\n');
}
