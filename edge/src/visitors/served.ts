import type { PackageName, PreviewGrant } from 'releases/model';
import type { ReleaseRole } from './served-token';

/** The releases one visitor is served. */
export interface Served {
  /** Each package's release; null for a remote pinned elsewhere, or a package with no live release. */
  ids: Record<PackageName, string | null>;
  /** Releases this browser sees through a preview link instead of the active ones. */
  previews: PreviewGrant[];
  /** Whether the composition depends on this visitor's cookies (a canary runs, or a preview is open). */
  personal: boolean;
}

/** The releases one visitor is served, and who they are and how they came to get each. */
export interface VisitorServed extends Served {
  /** How the visitor came to get each package's release; null where `ids` has none. */
  roles: Record<PackageName, ReleaseRole | null>;
  /** The visitor's id, when a canary runs (its share is drawn from it); else null. */
  visitor: string | null;
}
