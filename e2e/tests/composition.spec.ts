import { expect, test } from '@playwright/test';
import { ALIAS_ROUTES } from 'local-site';
import { openApp } from '../support/open-page';
import { expectPage, pathOf } from '../support/page-markers';
import { platformTestPath } from '../support/platform-paths';

test.describe('the composed site', { tag: '@composition' }, () => {
  test('the edge answers 200 for pages only: an unknown path is a temporary redirect home, an alias a permanent one', async ({
    request,
  }) => {
    for (const path of [platformTestPath('not/here'), '/healthz/x', '/metrics', '/job-details']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([path, response.status(), response.headers().location]).toEqual([path, 302, '/']);
    }
    for (const { path, to } of ALIAS_ROUTES) {
      const alias = await request.get(`${path}?ref=mail`, { maxRedirects: 0 });
      expect([path, alias.status(), alias.headers().location]).toEqual([path, 301, `${to}?ref=mail`]);
    }
    expect((await request.get(pathOf('marketing/AboutPage'), { maxRedirects: 0 })).status()).toBe(200);
  });

  test('an unknown path ends at / without leaving a history entry', async ({ page }) => {
    const about = pathOf('marketing/AboutPage');
    await page.goto(about);
    await page.goto(platformTestPath('not/here'));
    await expect(page).toHaveURL(/\/$/);
    await expectPage(page, 'marketing/HomePage');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${about}$`));
  });

  test("the pages' old paths are aliases of their canonical ones", async ({ page }) => {
    for (const { path, to } of ALIAS_ROUTES) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    }
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
