import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app has taken over the HTML the edge sent (hydrated it: until
 * then links are plain links, and what is typed waits for the page's code), for tests about what the
 * app does rather than the HTML.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}
