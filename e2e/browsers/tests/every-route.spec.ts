import { expect } from '@playwright/test';
import { allPageRoutes } from '../../support/site-routes';
import { expectDrawn, openApp } from '../checks/page-drawn';
import { test } from '../fixtures';

for (const { path, page: module, title } of allPageRoutes) {
  test(`${path} draws ${module} inside the layout, titled from the route table`, async ({ site }) => {
    await openApp(site, path);
    await expectDrawn(site, module);
    const shown = await site.evaluate(() => ({
      path: location.pathname,
      title: document.title,
      header: Boolean(document.querySelector('header')?.checkVisibility()),
      footer: Boolean(document.querySelector('footer')?.checkVisibility()),
    }));
    expect(shown).toEqual({ path, title, header: true, footer: true });
  });
}
