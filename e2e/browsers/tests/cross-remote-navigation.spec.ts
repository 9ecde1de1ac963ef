import { expect } from '@playwright/test';
import { SITE_ROUTES } from 'local-site';
import { pathOf } from '../../support/page-markers';
import { expectDrawn, openApp } from '../checks/page-drawn';
import { test } from '../fixtures';

// A marketing page the header's main menu links to, whichever the marketing release puts there.
const marketingInMenu = SITE_ROUTES.find(
  ({ page, menus }) =>
    page.startsWith('marketing/') && page !== 'marketing/HomePage' && menus?.some(({ menu }) => menu === 'main'),
);

test('the header and footer move from marketing to contact to careers in one document, and back', async ({ site }) => {
  if (!marketingInMenu) throw new Error("no marketing page is in the header's main menu");
  await openApp(site, pathOf('marketing/HomePage'));
  await expectDrawn(site, 'marketing/HomePage');
  await site.evaluate(() => {
    (window as unknown as { smokeDocument: string }).smokeDocument = 'first';
    return null;
  });

  await site.click(`header nav a[href="${marketingInMenu.path}"]`);
  await expectDrawn(site, marketingInMenu.page);
  await site.click(`header a[href="${pathOf('contact/ContactPage')}"]`);
  await expectDrawn(site, 'contact/ContactPage');
  await site.click(`footer a[href="${pathOf('careers/CareerPage')}"]`);
  await expectDrawn(site, 'careers/CareerPage');
  await site.evaluate(() => {
    history.back();
    return null;
  });
  await expectDrawn(site, 'contact/ContactPage');

  const shown = await site.evaluate(() => ({
    path: location.pathname,
    marker: (window as unknown as { smokeDocument?: string }).smokeDocument ?? null,
  }));
  expect(shown).toEqual({ path: pathOf('contact/ContactPage'), marker: 'first' });
});
