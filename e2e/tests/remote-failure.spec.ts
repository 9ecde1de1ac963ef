import { expect, test } from '@playwright/test';

const FAILURE = "Couldn't fetch resource at this time! Please check your network and reload the page.";

test('a remote answering 404 fails only its own area, and retry recovers without a reload', async ({ page }) => {
  await page.route('**/remotes/careers/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/career');
  await expect(page.getByText(FAILURE)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // The other remotes keep working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Your Trusted Partner');
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText("Let's Talk IT Solutions");

  // The remote comes back: retry loads the page in the same document.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click();
  await expect(page.getByText(FAILURE)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
  await page.unroute('**/remotes/careers/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your dream job');
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
});
