import { expect, test } from '@playwright/test';
import { ALIAS_ROUTES } from 'local-site';
import { openApp } from '../support/open-page';
import { allPageRoutes } from '../support/site-routes';

// Every href of a page's HTML, quoted or not (the shell's template is minified).
const hrefsIn = (html: string) =>
  [...html.matchAll(/\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );

// Follows every internal link of the pages the edge sends, from /: each page of the route table is
// reached, and no link is empty, names an alias or an unknown path (which redirects home). The links
// each page has once the app has drawn it are checked by the page sweep (page-sweep.spec.ts).
test(
  'a crawl from / reaches every page, and finds no internal link that is empty, an alias or unknown',
  { tag: '@marketing' },
  async ({ request }) => {
    const aliases = new Set(ALIAS_ROUTES.map(({ path }) => path));
    const seen = new Set<string>(['/']);
    const queue = ['/'];
    const broken: string[] = [];
    while (queue.length) {
      const path = queue.shift() as string;
      const answer = await request.get(path, { maxRedirects: 0 });
      if (answer.status() !== 200) {
        broken.push(`${path} answers ${answer.status()} ${answer.headers().location ?? ''}`);
        continue;
      }
      for (const href of hrefsIn(await answer.text())) {
        if (href === '#' || href === '') broken.push(`${path} has an empty link`);
        if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/releases/')) continue;
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
    expect([...seen]).toEqual(expect.arrayContaining([...allPageRoutes.map(({ path }) => path), '/job-details/']));
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
