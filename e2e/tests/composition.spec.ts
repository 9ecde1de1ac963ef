import { expect, test } from '@playwright/test';
import { openApp } from '../support/open-page';
import { expectPage } from '../support/page-markers';
import { allPageRoutes } from '../support/site-routes';

test.describe('the composed site', { tag: '@composition' }, () => {
  for (const { path, page: module, title } of allPageRoutes) {
    test(`${path} renders ${module} inside the layout, titled from the route table`, async ({ page }) => {
      await openApp(page, path);
      await expectPage(page, module);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('a job details page renders inside the layout', async ({ page, request }) => {
    const list = await (await request.get('/api/jobs/getapijobs/?page=1&limit=10')).json();
    const job = list.data.items[0];
    await page.goto(`/job-details/${job.id}`);
    await expectPage(page, 'careers/JobDetailsPage');
    await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the edge answers 200 for pages only: an unknown path is a temporary redirect home, an alias a permanent one', async ({
    request,
  }) => {
    for (const path of ['/nope/not/here', '/healthz/x', '/metrics', '/job-details']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status(), response.headers().location]).toEqual([path, 302, '/']);
    }
    const alias = await request.get('/services/cybersecurity?ref=mail', { maxRedirects: 0 });
    expect([alias.status(), alias.headers().location]).toEqual([301, '/cybersecurity?ref=mail']);
    expect((await request.get('/about', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('an unknown path ends at / without leaving a history entry', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/nope/not/here');
    await expect(page).toHaveURL(/\/$/);
    await expectPage(page, 'marketing/HomePage');
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the old service paths are aliases of the canonical ones', async ({ page }) => {
    await page.goto('/services/cybersecurity');
    await expect(page).toHaveURL(/\/cybersecurity$/);
    await page.goto('/services/software-development');
    await expect(page).toHaveURL(/\/software-development$/);
  });

  test('the header navigates between remotes without a page reload', async ({ page }) => {
    await openApp(page, '/');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expectPage(page, 'marketing/AboutPage');
    await page.getByRole('link', { name: 'Contact Us' }).click();
    await expectPage(page, 'contact/ContactPage');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click();
    await expectPage(page, 'careers/CareerPage');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  });
});
