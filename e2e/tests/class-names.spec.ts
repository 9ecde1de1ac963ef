import { expect, test, type Page } from '@playwright/test';
import { classNameDefects } from '../support/class-name-defects';
import { openApp } from '../support/open-page';
import { waitForPageContent } from '../support/page-content';
import { firstOpenJob } from '../support/open-job';
import { allPageRoutes } from '../support/site-routes';

// A class looked up in a CSS module that lacks it renders as `class="... undefined"`: nothing styles it,
// and the page silently misses the look it was meant to have.
test.describe('no class named undefined or null', () => {
  test('in the HTML every page arrives with, a job page included', async ({ browser, request }) => {
    const job = await firstOpenJob(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of [...allPageRoutes.map((route) => route.path), `/job-details/${job.id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      found.push(...(await classNameDefects(page)).map((defect) => `${path}: ${defect}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  for (const width of [1440, 390]) {
    test.describe(`in the live page at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      const liveDefects = async (page: Page, path: string) => {
        await openApp(page, path);
        await waitForPageContent(page);
        return (await classNameDefects(page)).map((defect) => `${path}: ${defect}`);
      };

      test('on every page after the app took over, with the menu open', async ({ page }) => {
        const found: string[] = [];
        for (const { path } of allPageRoutes) found.push(...(await liveDefects(page, path)));
        if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
        else await page.getByRole('button', { name: 'Managed Services' }).click();
        found.push(...(await classNameDefects(page)).map((defect) => `menu: ${defect}`));
        expect(found).toEqual([]);
      });

      test('on a job page with the live form and its country list, and on the contact form with errors', async ({
        page,
        request,
      }) => {
        const job = await firstOpenJob(request);
        const found = await liveDefects(page, `/job-details/${job.id}`);
        // Scrolled to by the page, not by a locator: the field's input is replaced as the list takes over.
        await page.evaluate(() => document.getElementById('apply')?.scrollIntoView());
        await expect(page.getByTitle('Nigeria: + 234')).toBeVisible();
        found.push(...(await classNameDefects(page)).map((defect) => `job form: ${defect}`));

        found.push(...(await liveDefects(page, '/contact')));
        await page.getByRole('button', { name: 'Send message' }).click();
        await expect(page.getByText('First name is required')).toBeVisible();
        found.push(...(await classNameDefects(page)).map((defect) => `contact errors: ${defect}`));
        expect(found).toEqual([]);
      });
    });
  }
});
