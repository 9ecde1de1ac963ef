import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { allPageRoutes } from '../support/site-routes';

const widths = [1440, 390];

for (const width of widths) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, heading } of allPageRoutes) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }

    test('a job details page has no axe violations', async ({ page, request }) => {
      const list = await (await request.get('/api/jobs/getapijobs/?page=1&limit=10')).json();
      const job = list.data.items.find((item: { status: string }) => item.status === 'open') ?? list.data.items[0];
      await page.goto(`/job-details/${job.id}`);
      await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });

    test('the open mobile menu or dropdown has no axe violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      else await page.getByRole('button', { name: 'Managed Services' }).click();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}
