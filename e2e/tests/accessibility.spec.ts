import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { firstOpenJob } from '../support/open-job';
import { openApp } from '../support/open-page';
import { waitForPageContent } from '../support/page-content';
import { allPageRoutes } from '../support/site-routes';

const widths = [1440, 390];

for (const width of widths) {
  test.describe(`accessibility at ${width} px`, { tag: ['@marketing', '@recruitment'] }, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path } of allPageRoutes) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await openApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await waitForPageContent(page);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('a job details page has no axe violations', async ({ page, request }) => {
      const job = await firstOpenJob(request);
      await openApp(page, `/job-details/${job.id}`);
      await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible();
      await waitForPageContent(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the contact form with its errors shown has no axe violations', async ({ page }) => {
      await openApp(page, '/contact');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.getByText('Please all inputs are required')).toBeVisible();
      await expect(page.getByText('First name is required')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    test('the open mobile menu or dropdown has no axe violations', async ({ page }) => {
      await openApp(page, '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      else await page.getByRole('button', { name: 'Managed Services' }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
