import { expect, test } from '@playwright/test';
import { openApp } from '../support/open-page';

test.use({ viewport: { width: 390, height: 844 } });

test('the open mobile menu fills the screen with its links, and a link takes the visitor there', async ({ page }) => {
  await openApp(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  const box = await menu.boundingBox();
  expect(box?.height).toBe(844);
  await menu.getByRole('button', { name: 'Managed Services' }).click();
  for (const name of ['About', 'Cyber Security', 'Software Development', 'Managed Cloud', 'MSSP', 'Contact']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport();
  }
  await menu.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();
});
