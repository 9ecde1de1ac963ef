import type { Json, SmokePage } from '../drivers/smoke-page';

const TIMEOUT_MS = 20_000;
const POLL_MS = 100;

/**
 * Waits until `condition`, run in the page with `args`, returns true; fails after 20 s naming `what`.
 * A condition run while a document is replaced counts as not yet.
 */
export async function waitUntil<A extends Json[]>(
  page: SmokePage,
  what: string,
  condition: (...args: A) => boolean,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + TIMEOUT_MS;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      if (await page.evaluate(condition, ...args)) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const reason = lastError instanceof Error ? ` (last: ${lastError.message})` : '';
  throw new Error(`timed out after ${TIMEOUT_MS / 1000} s waiting until ${what}${reason}`);
}
