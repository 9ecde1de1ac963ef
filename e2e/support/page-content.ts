import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page shows what it fetches: no loader ('Fetching', 'Loading...') is left. After
 * the app has taken over, `networkidle` proves nothing: on a busy machine it fires while the app is
 * still starting, so a job list the edge had no time to put in the page is fetched after it.
 */
export async function waitForPageContent(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /Fetching|Loading/ })).toHaveCount(0);
}
