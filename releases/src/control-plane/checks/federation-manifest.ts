import { Type, type Static } from '@sinclair/typebox';
import { compileFormat, parseJsonFormat } from 'shared-config/server';

/** A module a build shares through Module Federation, as its mf-manifest.json lists it. */
interface SharedModule {
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

// Only what the checks read: the manifest holds much more (remote entry, types, build info).
const ASSET_LIST = Type.Optional(Type.Array(Type.Unknown()));

const SHARED_MODULE = Type.Object({
  name: Type.String(),
  version: Type.String(),
  singleton: Type.Optional(Type.Boolean()),
  requiredVersion: Type.Optional(Type.String()),
  assets: Type.Optional(Type.Object({ js: Type.Optional(Type.Object({ sync: ASSET_LIST, async: ASSET_LIST })) })),
});

const MANIFEST = compileFormat(
  Type.Object({ exposes: Type.Array(Type.Object({ name: Type.String() })), shared: Type.Array(SHARED_MODULE) }),
);

function sharedModule(value: Static<typeof SHARED_MODULE>): SharedModule {
  const js = value.assets?.js;
  return {
    name: value.name,
    version: value.version,
    singleton: value.singleton === true,
    requiredVersion: value.requiredVersion || null,
    bundled: (js?.sync?.length ?? 0) + (js?.async?.length ?? 0) > 0,
  };
}

/** The manifest in `text`, or null when it is not one. */
export function parseFederationManifest(text: string): FederationManifest | null {
  const value = parseJsonFormat(MANIFEST, text);
  if (!value) return null;
  return { exposes: new Set(value.exposes.map((expose) => expose.name)), shared: value.shared.map(sharedModule) };
}
