import { expect, test } from '@playwright/test';
import budgets from '../budgets.json';
import { openApp } from '../support/open-page';
import { expectPage } from '../support/page-markers';
import type { PageModuleId } from 'shared-config/site-table';
import { recordJavaScript } from '../support/page-bytes';

const pages: { path: keyof typeof budgets.firstVisitJavaScriptGzipBytes; module: PageModuleId }[] = [
  { path: '/', module: 'marketing/HomePage' },
  { path: '/career', module: 'careers/CareerPage' },
  { path: '/contact', module: 'contact/ContactPage' },
];

for (const { path, module } of pages) {
  test(`a first visit to ${path} stays within its JavaScript budget`, async ({ page }) => {
    const total = recordJavaScript(page);
    // The whole app, not only the prerendered page: wait for it to take over.
    await openApp(page, path);
    await expectPage(page, module);
    await page.waitForLoadState('networkidle');
    const { gzip } = await total();
    const budget = budgets.firstVisitJavaScriptGzipBytes[path];
    console.log(`${path}: ${gzip} gzipped bytes of JavaScript (budget ${budget})`);
    expect(gzip).toBeLessThanOrEqual(budget);
  });
}
