import {
  chooseShared,
  factoryOf,
  provide,
  type FactoryGetter,
  type ModuleFactory,
  type ShareConfig,
  type ShareRequest,
  type ShareScope,
} from './share-scope';

// The functions the code `@module-federation/enhanced`'s webpack plugin generates calls into (its
// "bundler runtime"). The shell's build takes them from here instead of from the plugin's runtime
// package, and hands the same object to the remotes (remote-containers.ts), so one small
// runtime serves the whole page. Every function takes the calling build's `__webpack_require__`:
// each build keeps its own modules and state, and all of them share one share scope.

type ModuleId = string | number;

interface OfferedShare {
  version: string;
  get: FactoryGetter;
  scope: string[];
  shareConfig: ShareConfig;
}

interface ConsumeData extends ShareRequest {
  shareScope: string | string[];
}

/** The parts of a build's `__webpack_require__` the bundler runtime works with. */
export interface WebpackRequire {
  m: Record<ModuleId, (module: { exports: unknown }) => void>;
  c: Record<ModuleId, unknown>;
  S: Record<string, ShareScope>;
  I: (scopeName: string, initScope?: object[]) => unknown;
  federation: { initOptions: { name: string; shared?: Record<string, OfferedShare[]> } };
  consumesLoadingData?: { moduleIdToConsumeDataMapping?: Record<ModuleId, ConsumeData> };
}

interface SharingOptions {
  shareScopeName: string | string[];
  webpackRequire: WebpackRequire;
  initPromises: Record<string, unknown>;
  initTokens: Record<string, object>;
  initScope?: object[];
}

/** Puts the build's own offers into the share scope (webpack's `__webpack_require__.I`). */
function initializeSharing({
  shareScopeName,
  webpackRequire,
  initPromises,
  initTokens,
  initScope = [],
}: SharingOptions) {
  for (const scopeName of [shareScopeName].flat()) {
    const token = (initTokens[scopeName] ??= {});
    // Containers that initialise each other stop at the one already on this path.
    if (initScope.includes(token)) continue;
    initScope.push(token);
    if (initPromises[scopeName]) continue;
    const scope = (webpackRequire.S[scopeName] ??= {});
    const { name: from, shared = {} } = webpackRequire.federation.initOptions;
    for (const [name, offers] of Object.entries(shared)) {
      for (const offer of offers) {
        if (offer.scope.includes(scopeName))
          provide(scope, name, { ...offer, from, eager: Boolean(offer.shareConfig.eager) });
      }
    }
    initPromises[scopeName] = true;
  }
  return true;
}

/** The factory a consumed module gets: the share scope's choice, else the build's own copy. */
function resolveConsumed(webpackRequire: WebpackRequire, id: ModuleId): ModuleFactory | Promise<ModuleFactory> {
  const request = webpackRequire.consumesLoadingData?.moduleIdToConsumeDataMapping?.[id];
  if (!request) throw new Error(`Module ${id} is not a shared module of ${webpackRequire.federation.initOptions.name}`);
  const scopeName = [request.shareScope].flat()[0] ?? 'default';
  webpackRequire.I(scopeName);
  const shared = chooseShared(webpackRequire.S[scopeName], request);
  if (shared) return factoryOf(shared);
  if (request.fallback) return request.fallback();
  throw new Error(
    `Nothing on the page provides ${request.shareKey}, which ${webpackRequire.federation.initOptions.name} needs`,
  );
}

interface ConsumesOptions {
  chunkId: ModuleId;
  chunkMapping: Record<ModuleId, ModuleId[]>;
  installedModules: Record<ModuleId, Promise<unknown> | 0>;
  promises: unknown[];
  webpackRequire: WebpackRequire;
}

/** Installs the shared modules a chunk needs before the chunk runs (webpack's `__webpack_require__.f.consumes`). */
function consumes({ chunkId, chunkMapping, installedModules, promises, webpackRequire }: ConsumesOptions): void {
  for (const id of chunkMapping[chunkId] ?? []) {
    if (id in installedModules) {
      promises.push(installedModules[id]);
      continue;
    }
    const install = (factory: ModuleFactory) => {
      installedModules[id] = 0;
      webpackRequire.m[id] = (module) => {
        delete webpackRequire.c[id];
        module.exports = factory();
      };
    };
    // The module throws when required, so the chunk that needs it fails where it is used.
    const fail = (error: unknown) => {
      delete installedModules[id];
      webpackRequire.m[id] = () => {
        delete webpackRequire.c[id];
        throw error;
      };
    };
    try {
      const factory = resolveConsumed(webpackRequire, id);
      if (factory instanceof Promise) promises.push((installedModules[id] = factory.then(install, fail)));
      else install(factory);
    } catch (error) {
      fail(error);
    }
  }
}

interface InitialConsumesOptions {
  initialConsumes: ModuleId[];
  installedModules: Record<ModuleId, unknown>;
  webpackRequire: WebpackRequire;
}

/** Shared modules the entry chunk itself needs: resolved when first required, synchronously (eager ones). */
function installInitialConsumes({ initialConsumes, installedModules, webpackRequire }: InitialConsumesOptions): void {
  for (const id of initialConsumes) {
    webpackRequire.m[id] = (module) => {
      installedModules[id] = 0;
      delete webpackRequire.c[id];
      const factory = resolveConsumed(webpackRequire, id);
      if (typeof factory !== 'function') throw new Error(`Shared module ${id} is not available for eager consumption`);
      module.exports = factory();
    };
  }
}

interface ContainerInitOptions {
  webpackRequire: WebpackRequire;
  shareScope: ShareScope;
  initScope?: object[];
  shareScopeKey?: string | string[];
}

/** A remote's `init(shareScope)`: it joins the host's share scope and adds its own offers to it. */
function initContainerEntry({
  webpackRequire,
  shareScope,
  initScope,
  shareScopeKey = 'default',
}: ContainerInitOptions) {
  const scopeNames = [shareScopeKey].flat();
  for (const scopeName of scopeNames) webpackRequire.S[scopeName] = shareScope;
  return Promise.all(scopeNames.map((scopeName) => webpackRequire.I(scopeName, initScope))).then(() => true);
}

/** The build's federation instance: nothing beyond its name, since all state lives on `__webpack_require__`. */
const init = ({ webpackRequire }: { webpackRequire: WebpackRequire }) => ({
  name: webpackRequire.federation.initOptions.name,
});

export const bundlerRuntime = { init, I: initializeSharing, consumes, installInitialConsumes, initContainerEntry };

/** The module the generated code imports: its keys are copied onto each build's `__webpack_require__.federation`. */
const federation = { bundlerRuntime };

export default federation;
