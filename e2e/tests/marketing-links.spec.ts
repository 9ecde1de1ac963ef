import { expect, test } from '@playwright/test';
import { openApp } from '../support/open-page';
import { waitForPageContent } from '../support/page-content';

// Follows every internal link reachable from / and checks none ends in the unknown-path redirect.
test(
  'a crawl from / finds no internal link that redirects home as unknown',
  { tag: '@marketing' },
  async ({ page }) => {
    test.setTimeout(180_000);
    const aliases = new Set(['/services/cybersecurity', '/services/software-development']);
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift() as string;
      await openApp(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // A job list the edge had no time to render arrives after the takeover: its links count too.
      await waitForPageContent(page);
      const landed = new URL(page.url()).pathname;
      if (landed === '/' && path !== '/') broken.push(path);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => href === '#' || href === '')).toEqual([]);
      for (const href of hrefs) {
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const target = new URL(href, 'http://site').pathname;
        if (aliases.has(target)) broken.push(`${path} links to the alias ${target}`);
        // One job is enough: every job page shares its template.
        const key = target.startsWith('/job-details/') ? '/job-details/' : target;
        if (!seen.has(key)) {
          seen.add(key);
          queue.push(target);
        }
      }
    }
    expect(broken).toEqual([]);
    expect([...seen]).toContain('/job-details/');
    expect(seen.size).toBeGreaterThanOrEqual(13);
  },
);

// Marketing's own words, as visitors see them once the site is composed: the platform's tests find
// these pages by their markers, so a new headline changes this test (and the pages' unit tests) only.
test("marketing's and contact's headlines, through the header's links", { tag: '@marketing' }, async ({ page }) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Empowering Businesses with Secure, Scalable IT Solutions',
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Trusted Partner for IT Solutions');
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Talk IT Solutions");
});
