import { isRecord, parseJsonObject } from '../json-object';

/** A module a build shares through Module Federation, as its mf-manifest.json lists it. */
export interface SharedModule {
  name: string;
  version: string;
  singleton: boolean;
  /** The range it accepts, or null when it takes any version. */
  requiredVersion: string | null;
  /**
   * Whether the build ships its own copy. A remote built with `import: false` ships none: it can only
   * run with the copy the shell provides.
   */
  bundled: boolean;
}

/** What activation checks reads of a build's official mf-manifest.json. */
export interface FederationManifest {
  /** Exposed module names (`HomePage`, `JobDetailsPage`). */
  exposes: ReadonlySet<string>;
  shared: readonly SharedModule[];
}

export const FEDERATION_MANIFEST_FILE = 'mf-manifest.json';

const fileCount = (assets: unknown) => {
  const js = isRecord(assets) && isRecord(assets.js) ? assets.js : {};
  return [js.sync, js.async].reduce<number>((count, list) => count + (Array.isArray(list) ? list.length : 0), 0);
};

function sharedModule(value: unknown): SharedModule | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.version !== 'string') return null;
  return {
    name: value.name,
    version: value.version,
    singleton: value.singleton === true,
    requiredVersion: typeof value.requiredVersion === 'string' && value.requiredVersion ? value.requiredVersion : null,
    bundled: fileCount(value.assets) > 0,
  };
}

/** The manifest in `text`, or null when it is not one. */
export function parseFederationManifest(text: string): FederationManifest | null {
  const value = parseJsonObject(text);
  if (!value || !Array.isArray(value.exposes) || !Array.isArray(value.shared)) return null;
  const exposes = value.exposes.flatMap((expose) =>
    isRecord(expose) && typeof expose.name === 'string' ? [expose.name] : [],
  );
  const shared = value.shared.map(sharedModule).filter((module): module is SharedModule => module !== null);
  return { exposes: new Set(exposes), shared };
}
