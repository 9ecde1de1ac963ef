import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildMarketingVariant } from '../support/marketing-variant';
import { release, type ReleaseRun } from '../support/release-cli';
import { releasesIn } from '../support/served-releases';
import { drillPort, startEdge, type RunningEdge } from '../support/start-edge';

/*
 * Each team owns its routes: a page added in marketing's own package reaches every visitor with one
 * marketing release (no shell or edge release), is previewed first by one browser, and goes with its
 * rollback; a marketing release that claims another team's path is refused at activation.
 */

const expectDone = (run: ReleaseRun) => expect(run.status, run.stderr).toBe(0);

// The page and its one route entry, as the marketing team writes them.
const INDUSTRIES_PAGE = `import { Link } from 'shared-config/router';

export default function IndustriesPage() {
  return (
    <section data-page="industries">
      <h1>Industries we serve</h1>
      <p>Banking, retail, logistics and the public sector.</p>
      <Link to="/contact">Talk to us</Link>
    </section>
  );
}
`;
const INDUSTRIES_ROUTE = {
  path: '/industries',
  page: 'marketing/IndustriesPage',
  title: 'Industries',
  description: 'The industries Corelink Technologies serves, from banking to logistics.',
  sitemap: true,
  menus: [{ menu: 'footer-company', label: 'Industries', order: 4 }],
};

const footerLinks = (page: Page, column: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: column }).getByRole('link');

test.describe.configure({ mode: 'serial' });

test.describe('a page a team adds, released by that team alone', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let edge: RunningEdge;
  let variantDir: string | undefined;
  let marketing: string;
  let live: Record<'shell' | 'marketing' | 'careers' | 'contact', string>;
  const scratch: string[] = [];

  const get = (pathname: string) => fetch(`${edge.url}${pathname}`, { redirect: 'manual' });
  const sitemap = async () => (await fetch(`${edge.url}/sitemap.xml`)).text();

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-route-ownership-'));
    env = { DATA_DIR: dataDir, RELEASE_ACTOR: 'marketing-drill' };
    edge = await startEdge(drillPort(30), env);
    live = releasesIn(await (await fetch(`${edge.url}/`)).text());
    const variant = await buildMarketingVariant({ 'industries-page.tsx': INDUSTRIES_PAGE }, [INDUSTRIES_ROUTE]);
    variantDir = variant.dir;
    const published = await release(['publish', 'marketing', '--dist', variant.dist], env);
    expectDone(published);
    marketing = published.last;
  });

  test.afterAll(async () => {
    await edge?.stop();
    for (const folder of [dataDir, variantDir, ...scratch])
      if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('before activation: the page does not exist for visitors, and a preview link shows it to one browser only', async ({
    browser,
  }) => {
    const unknown = await get('/industries');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
    expect(await sitemap()).not.toContain('/industries</loc>');

    const link = await release(['preview', 'marketing', marketing], env);
    expectDone(link);
    const previewing = await browser.newContext({ baseURL: edge.url });
    const other = await browser.newContext({ baseURL: edge.url });
    try {
      const page = await previewing.newPage();
      await page.goto(link.last);
      await page.goto('/industries');
      await expect(page.getByRole('heading', { level: 1, name: 'Industries we serve' })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(footerLinks(page, 'Company').filter({ hasText: 'Industries' })).toHaveAttribute(
        'href',
        '/industries',
      );
      // With the live shell: the preview names marketing alone.
      expect(releasesIn(await page.content()).shell).toBe(live.shell);

      const visitor = await other.newPage();
      await visitor.goto('/industries');
      await expect(visitor).toHaveURL(`${edge.url}/`);
      await expect(footerLinks(visitor, 'Company').filter({ hasText: 'Industries' })).toHaveCount(0);
    } finally {
      await previewing.close();
      await other.close();
    }
  });

  test('activating marketing alone: the page is live for everyone, in the layout, titled, in its menu, canonical and in the sitemap', async ({
    page,
  }) => {
    expectDone(await release(['activate', 'marketing', marketing], env));
    await expect.poll(async () => (await get('/industries')).status, { timeout: 10_000 }).toBe(200);

    const answer = await get('/industries');
    const html = await answer.text();
    // Prerendered with the shell's frame of this composition: header, the page, the footer's new link.
    expect(html).toMatch(/<div id="root">.*<header.*<h1>Industries we serve<\/h1>.*<footer/s);
    expect(html).toContain('href="/industries"');
    expect(html).toContain('<title>Industries | Corelink Technologies</title>');
    expect(answer.headers.get('link')).toBe(`<${edge.url}/industries>; rel="canonical"`);
    expect(html).toContain(`<link rel="canonical" href="${edge.url}/industries">`);
    expect(releasesIn(html)).toEqual({ ...live, marketing });
    expect(await sitemap()).toContain(`<loc>${edge.url}/industries</loc>`);

    await page.goto(`${edge.url}/industries`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Industries we serve' })).toBeVisible();
    await expect(page).toHaveTitle('Industries | Corelink Technologies');
    await expect(page.getByRole('banner')).toBeVisible();
    // Where its entry placed it: marketing's slot comes first in the Company column, order 4 after About.
    await expect(footerLinks(page, 'Company')).toHaveText(['About us', 'Industries', 'Career', 'Contact']);
    // Every other page's menus follow too.
    await page.goto(`${edge.url}/career`);
    await expect(footerLinks(page, 'Company').filter({ hasText: 'Industries' })).toHaveAttribute('href', '/industries');
  });

  test('rolling back marketing alone removes the page from pages, menus and the sitemap', async ({ page }) => {
    expectDone(await release(['rollback', 'marketing'], env));
    await expect.poll(async () => (await get('/industries')).status, { timeout: 10_000 }).toBe(302);
    expect(await sitemap()).not.toContain('/industries</loc>');
    const home = await (await get('/')).text();
    expect(home).not.toContain('href="/industries"');
    await page.goto(`${edge.url}/about`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(footerLinks(page, 'Company')).toHaveText(['About us', 'Career', 'Contact']);
  });

  test("a marketing release that claims careers' /career is refused at activation", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'corelink-marketing-claims-'));
    scratch.push(dist);
    cpSync(path.join(dataDir, 'releases', 'marketing', live.marketing), dist, { recursive: true });
    const routesFile = path.join(dist, 'routes.json');
    chmodSync(routesFile, 0o644);
    const declared = JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: object[] };
    const claim = {
      path: '/career',
      page: 'marketing/AboutPage',
      title: 'Careers',
      description: 'Ours.',
      sitemap: true,
    };
    writeFileSync(routesFile, JSON.stringify({ routes: [...declared.routes, claim] }));
    const published = await release(['publish', 'marketing', '--dist', dist], env);
    expectDone(published);

    const refused = await release(['activate', 'marketing', published.last], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `marketing ${published.last}: this release claims /career, which the live careers release claims too`,
    );
    expect(releasesIn(await (await fetch(`${edge.url}/career`)).text()).marketing).toBe(live.marketing);
  });
});
