import { expect, test } from '@playwright/test';
import { openApp } from '../support/open-page';
import { canonicalNamed, canonicalOf } from '../support/page-sweep';
import { allPageRoutes } from '../support/site-routes';

// Every page arriving complete, in the layout, titled and styled by itself, naming its canonical URL and
// holding the page the app then draws, is in the page sweep (page-sweep.spec.ts); here, what a visitor
// meets before and as the app takes over, and the canonical URLs of the pages the sweep does not load.
test.describe('prerendered pages', { tag: ['@marketing', '@recruitment'] }, () => {
  test('what a visitor types and sends before the page has hydrated reaches the form, and is sent once', async ({
    page,
  }) => {
    // The shell's script held back: the page is the HTML the edge sent, with no code of its own yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted.push(request.postDataJSON());
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    const typed = {
      firstname: 'Ada',
      lastname: 'Okafor',
      email: `ada.${Date.now()}@example.com`,
      phone: '08031234567',
      subject: 'Typed before the page hydrated',
      message: 'Every word of this reaches the form.',
    };
    const labels = {
      firstname: 'First name',
      lastname: 'Last name',
      email: 'Email',
      phone: 'Phone number',
      subject: 'Subject',
      message: 'Message',
    };
    for (const [name, label] of Object.entries(labels))
      await page.getByLabel(label).fill(typed[name as keyof typeof typed]);
    // Sent the browser's way before the code has run, the form would load a new page: it does not.
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/contact');
    expect(posted).toEqual([]);

    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The Send made before it hydrated goes out once, with everything typed.
    await expect(page.getByText('Your form has been successfully submitted!')).toBeVisible();
    expect(posted).toEqual([{ ...typed, website: '' }]);
  });

  test('the job list and a job page arrive rendered with their data by the edge', async ({ browser, request }) => {
    const list = await (await request.get('/api/jobs/getapijobs/?page=1&limit=10')).json();
    const job = list.data.items.find((item: { status?: string }) => item.status !== 'Close') ?? list.data.items[0];
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/career');
    await expect(page.getByRole('heading', { level: 3, name: list.data.items[0].jobTitle })).toBeVisible();
    await expect(page.getByText('Fetching')).toHaveCount(0);
    await page.goto(`/job-details/${job.id}`);
    await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible();
    // The description too, sanitised by the edge: the page does not grow when the app takes over. Found
    // by the words of its first paragraph in the provider's answer, not by careers' heading for it.
    const opening = (/<p>([^<&]+)/.exec(job.description)?.[1] ?? '').trim().slice(0, 40);
    expect(opening).not.toBe('');
    const description = page.getByRole('main').getByRole('region').filter({ hasText: opening });
    await expect(description.locator('p, li').first()).toBeVisible();
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
    await context.close();
  });

  test('every job page of the sitemap, another spelling of a page and a search name their canonical URL in the HTML, as the Link header does', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    const origin = new URL(listed[0] ?? '').origin;
    // The route table's pages, which the page sweep finds naming themselves, are left out here.
    const swept = new Set(allPageRoutes.map(({ path }) => `${origin}${path}`));
    // Each listed URL is its own canonical one; another spelling or a search names the one it stands for.
    const pages: [string, string][] = [
      ...listed.filter((url) => !swept.has(url)).map((url): [string, string] => [url.slice(origin.length), url]),
      ['/ABOUT/?utm_source=mail', `${origin}/about`],
      ['/career?q=%20Engineer&utm_source=mail', `${origin}/career?q=engineer`],
    ];
    expect(listed.some((url) => url.includes('/job-details/'))).toBe(true);
    for (const [path, canonical] of pages) {
      const answer = await request.get(path);
      expect({ path, ...canonicalNamed(await answer.text(), answer.headers().link) }).toEqual({
        path,
        ...canonicalOf(canonical),
      });
    }
  });

  test('a visitor who scrolled the prerendered page stays in place when the app takes over', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    release();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // Where they were, give or take the pixel scroll anchoring may move them when the page is replaced.
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - 900)).toBeLessThanOrEqual(2);
  });

  for (const path of ['/', '/about', '/career', '/contact', '/job-details/job-0003']) {
    test(`the app takes over ${path} without moving its heading`, async ({ browser }) => {
      const viewport = { width: 390, height: 844 };
      // The prerendered page as a visitor sees it before the app starts: the shell's script held back.
      const still = await browser.newContext({ viewport });
      await still.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
      const stillPage = await still.newPage();
      await stillPage.goto(path);
      const before = await stillPage.getByRole('heading', { level: 1 }).boundingBox();
      await still.close();
      const live = await browser.newContext({ viewport });
      const page = await live.newPage();
      await openApp(page, path);
      const after = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(before).not.toBeNull();
      expect(after).toEqual(before);
      await live.close();
    });
  }
});
