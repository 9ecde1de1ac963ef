import type { PackageName } from '../packages/package-names';
import type { ReleasePointer } from './release-pointer';

export type Pointers = Record<PackageName, ReleasePointer>;

/**
 * Every package's pointer, read as one consistent set, with the version every change is checked
 * against: two changes worked out from the same version cannot both be written, whichever packages
 * they touch.
 */
export interface Composition {
  version: number;
  pointers: Pointers;
  /**
   * Packages whose pointer cannot be read, with why (naming the file or key). An empty pointer
   * stands in for them in `pointers`: the other packages' commands still run, and an activation of
   * such a package replaces its pointer.
   */
  unreadable: Partial<Record<PackageName, string>>;
}

/** One package's pointer as a change leaves it. */
export interface PointerChange {
  name: PackageName;
  next: ReleasePointer;
}

/** A pointer written by a change: the change's content with the package's own change count. */
export const advanced = (before: ReleasePointer, next: ReleasePointer): ReleasePointer => ({
  ...next,
  version: before.version + 1,
});
