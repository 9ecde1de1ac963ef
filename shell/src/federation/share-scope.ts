import { satisfy } from './semver-satisfy';

/** What a shared module's getter resolves to: the function that returns the module's exports. */
export type ModuleFactory = () => unknown;
export type FactoryGetter = () => ModuleFactory | Promise<ModuleFactory>;

export interface ShareConfig {
  eager?: boolean;
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
}

/**
 * One version of a library in a share scope, as every build on the page reads and writes it. The
 * fields are those of webpack's classic share scope plus the ones `@module-federation/enhanced`'s
 * runtime reads (`shareConfig`, `scope`, `lib`, `loading`), so a remote's development build, which
 * still runs that runtime, shares the shell's libraries through the same object.
 */
export interface SharedVersion {
  version: string;
  get: FactoryGetter;
  from: string;
  eager: boolean;
  scope: string[];
  shareConfig: ShareConfig;
  loaded?: boolean;
  lib?: ModuleFactory;
  loading?: Promise<ModuleFactory>;
}

/** Library name → version → what provides it. */
export type ShareScope = Record<string, Record<string, SharedVersion>>;

/** What a build asks for when it consumes a shared library. */
export interface ShareRequest extends ShareConfig {
  shareKey: string;
  /** The build's own copy; a remote built to take a library from the shell has none. */
  fallback?: FactoryGetter;
}

const isOlder = (version: string, than: string) => satisfy(version, `<${than}`);
const inUse = (shared: SharedVersion) => Boolean(shared.loaded || shared.loading || shared.lib);

/**
 * Offers one version to the scope. An existing offer of the same version stays if it is in use;
 * otherwise an eager one wins over a lazy one, then the build whose name sorts last (webpack's rule,
 * so every build settles on the same copy whatever order they start in).
 */
export function provide(scope: ShareScope, name: string, offer: SharedVersion): void {
  const versions = (scope[name] ??= {});
  const current = versions[offer.version];
  const replaces =
    !current || (!inUse(current) && (offer.eager !== current.eager ? offer.eager : offer.from > current.from));
  if (replaces) versions[offer.version] = offer;
}

/** The singleton's one version: the one already in use, otherwise the newest. */
function singletonVersion(versions: Record<string, SharedVersion>): string | undefined {
  return Object.keys(versions).reduce<string | undefined>((chosen, candidate) => {
    if (chosen === undefined) return candidate;
    const [current, other] = [versions[chosen] as SharedVersion, versions[candidate] as SharedVersion];
    if (inUse(current) !== inUse(other)) return inUse(other) ? candidate : chosen;
    return isOlder(chosen, candidate) ? candidate : chosen;
  }, undefined);
}

/** The newest version that satisfies the request's range. */
function newestMatching(versions: Record<string, SharedVersion>, range: string | false | undefined) {
  return Object.keys(versions)
    .filter((version) => !range || satisfy(version, range))
    .reduce<string | undefined>(
      (chosen, candidate) => (!chosen || isOlder(chosen, candidate) ? candidate : chosen),
      undefined,
    );
}

/**
 * Which offer a request gets, or undefined when the scope has none that fits. A singleton is never
 * refused for its version: the page keeps one copy, with a warning (an error when `strictVersion`).
 */
export function chooseShared(scope: ShareScope | undefined, request: ShareRequest): SharedVersion | undefined {
  const versions = scope?.[request.shareKey];
  if (!versions) return undefined;
  const { requiredVersion: range } = request;
  if (!request.singleton) {
    const version = newestMatching(versions, range);
    return version === undefined ? undefined : versions[version];
  }
  const version = singletonVersion(versions);
  if (version === undefined) return undefined;
  if (range && !satisfy(version, range)) {
    const message = `Shared singleton ${request.shareKey} ${version} does not satisfy ${range}`;
    if (request.strictVersion) throw new Error(message);
    console.warn(message);
  }
  return versions[version];
}

/** The offer's module factory: at once when it is loaded or eager, a promise while its chunk loads. */
export function factoryOf(shared: SharedVersion): ModuleFactory | Promise<ModuleFactory> {
  if (shared.lib) return shared.lib;
  if (shared.loading) return shared.loading;
  const keep = (factory: ModuleFactory) => {
    shared.lib = factory;
    shared.loaded = true;
    return factory;
  };
  const got = shared.get();
  if (!(got instanceof Promise)) return keep(got);
  // A chunk that failed to load is asked for again by the next request, not remembered as failed.
  shared.loading = got.then(keep, (error: unknown) => {
    shared.loading = undefined;
    throw error;
  });
  return shared.loading;
}
