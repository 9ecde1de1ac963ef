import { expect, test } from '@playwright/test';
import budgets from '../budgets.json';
import { openApp } from '../support/open-page';
import { recordJavaScript } from '../support/page-bytes';

const pages: { path: keyof typeof budgets.firstVisitJavaScriptGzipBytes; heading: RegExp }[] = [
  { path: '/', heading: /Empowering Businesses/ },
  { path: '/career', heading: /Find your dream job/ },
  { path: '/contact', heading: /Let's Talk IT Solutions/ },
];

for (const { path, heading } of pages) {
  test(`a first visit to ${path} stays within its JavaScript budget`, async ({ page }) => {
    const total = recordJavaScript(page);
    // The whole app, not only the prerendered page: wait for it to take over.
    await openApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { gzip } = await total();
    const budget = budgets.firstVisitJavaScriptGzipBytes[path];
    console.log(`${path}: ${gzip} gzipped bytes of JavaScript (budget ${budget})`);
    expect(gzip).toBeLessThanOrEqual(budget);
  });
}
