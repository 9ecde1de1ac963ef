import { BUNDLER_RUNTIME_GLOBAL } from 'shared-config/federation';
import federation from './bundler-runtime';
import type { ModuleFactory, ShareScope } from './share-scope';

/** What a remote's remoteEntry.js defines as its global: webpack's container interface. */
interface Container {
  init(shareScope: ShareScope, initScope?: object[]): unknown;
  get(request: string): Promise<ModuleFactory>;
}

export interface RemoteLocation {
  name: string;
  entry: string;
}

// Webpack's names for the shell's own `__webpack_require__.I` and `__webpack_require__.S`.
declare const __webpack_init_sharing__: (scopeName: string) => unknown;
declare const __webpack_share_scopes__: Record<string, ShareScope>;

const locations = new Map<string, string>();
const containers = new Map<string, Promise<Container>>();

/** Where each remote's remoteEntry.js is, for this environment (the edge puts them in the page). */
export function registerRemotes(remotes: RemoteLocation[]): void {
  for (const { name, entry } of remotes) locations.set(name, entry);
}

function loadScript(url: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => settle(new Error(`${url} did not load within ${timeoutMs} ms`)), timeoutMs);
    script.onload = () => settle();
    script.onerror = () => settle(new Error(`${url} failed to load`));
    script.async = true;
    script.src = url;
    document.head.appendChild(script);
  });
}

async function startContainer(name: string, timeoutMs: number): Promise<Container> {
  const entry = locations.get(name);
  if (!entry) throw new Error(`No remote named ${name} is registered`);
  // A remote's production build takes its bundler runtime from this global when its entry runs,
  // instead of shipping its own (shared-config's bundler-runtime-from-shell.js).
  (globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = federation;
  await loadScript(entry, timeoutMs);
  const container = (globalThis as Record<string, unknown>)[name] as Partial<Container> | undefined;
  if (typeof container?.get !== 'function' || typeof container.init !== 'function') {
    throw new Error(`${entry} defines no remote named ${name}`);
  }
  await __webpack_init_sharing__('default');
  await container.init(__webpack_share_scopes__.default as ShareScope);
  return container as Container;
}

function containerOf(name: string, timeoutMs: number): Promise<Container> {
  let container = containers.get(name);
  if (!container) {
    const starting = startContainer(name, timeoutMs);
    containers.set(name, starting);
    // A remote that failed to start is loaded afresh by the next request: the visitor's Retry.
    starting.catch(() => {
      if (containers.get(name) === starting) containers.delete(name);
    });
    container = starting;
  }
  return container;
}

/**
 * One module a remote exposes, by id (`careers/CareerPage`): its remoteEntry.js is loaded and joined
 * to the page's share scope the first time, then the module's chunks load as the remote's webpack
 * runtime fetches them.
 */
export async function loadRemote<T>(id: string, { timeoutMs }: { timeoutMs: number }): Promise<T> {
  const slash = id.indexOf('/');
  if (slash < 1) throw new Error(`${id} is not a remote module id (remote/Module)`);
  const container = await containerOf(id.slice(0, slash), timeoutMs);
  const factory = await container.get(`.${id.slice(slash)}`);
  return factory() as T;
}
