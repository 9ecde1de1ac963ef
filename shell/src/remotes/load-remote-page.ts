import type { ComponentType } from 'react';
import { loadRemote } from '../federation/remote-containers';
import type { RemotePageId } from './remote-page-ids';

export interface PageModule {
  default: ComponentType;
}

// A visitor should see the failure block well before a browser gives up on a script by itself.
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

function timeout(ms: number, id: RemotePageId): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`${id} did not load within ${ms} ms`)), ms);
  });
}

/** Loads one page module from its remote, failing on an error, a missing export or a slow answer. */
export async function loadRemotePage(id: RemotePageId, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<PageModule> {
  // The race also bounds the page's own chunks, which load after its remote's entry.
  const loaded = await Promise.race([loadRemote<PageModule | null>(id, { timeoutMs }), timeout(timeoutMs, id)]);
  if (!loaded || typeof loaded.default !== 'function') {
    throw new Error(`${id} has no page component`);
  }
  return loaded;
}
