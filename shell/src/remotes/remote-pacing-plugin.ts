import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../scheduling/yield-to-browser';

export const REMOTE_PACING_PLUGIN = 'corelink-remote-pacing';

/**
 * Loading a page from a remote is three pieces of work on the page's main thread: the remote's entry
 * initialises its container, the container requests the page's chunks and shared libraries, and the
 * page's module is evaluated once they are in. The runtime's hooks between them end the task, so each
 * starts in a task of its own instead of the first two running together as one long task.
 */
export function remotePacingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: REMOTE_PACING_PLUGIN,
    beforeGetExpose: () => yieldToBrowser(),
    beforeExecuteFactory: () => yieldToBrowser(),
  };
}
