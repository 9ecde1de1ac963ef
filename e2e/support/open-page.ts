import type { Page } from '@playwright/test';

/**
 * Opens a page and waits until the app has taken over from the prerendered HTML (until then links
 * are plain links and forms are inert), for tests about what the app does rather than the HTML.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}
