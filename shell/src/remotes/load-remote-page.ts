import { loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_BUDGET_MS } from 'shared-config/remote-load-budget';
import { checkPageModule, type PageModule } from './page-module';
import type { RemotePageId } from '../site-table/remote-page-ids';

/**
 * Loads one page module from its remote, failing on an error, a missing page component or a load
 * (its remote entry, then the page's chunks) that takes longer than the visitor's wait.
 */
export async function loadRemotePage(id: RemotePageId, budgetMs = REMOTE_LOAD_BUDGET_MS): Promise<PageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overBudget = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${id} did not load within ${budgetMs} ms`)), budgetMs);
  });
  try {
    return checkPageModule(id, await Promise.race([loadRemote<PageModule>(id), overBudget]));
  } finally {
    clearTimeout(timer);
  }
}
