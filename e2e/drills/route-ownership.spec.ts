import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SITE_ROUTES } from 'local-site';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { buildMarketingVariant } from '../support/marketing-variant';
import { release, type ReleaseRun } from '../support/release-cli';
import { releasesIn } from '../support/served-releases';
import { drillPort } from '../support/ports';

/*
 * Each team owns its routes: a page added in marketing's own package reaches every visitor with one
 * marketing release (no shell or edge release), is previewed first by one browser, and goes with its
 * rollback; a marketing release that claims another team's path is refused at activation. Nothing here
 * names a page, path or menu label a team may have or add: the drill's page has a module name of its
 * own and a path generated for the run, and what the site shows besides comes from its route table.
 */

const expectDone = (run: ReleaseRun) => expect(run.status, run.stderr).toBe(0);

const MENU = 'footer-company';
// Marketing's own links in the menu the drill's page joins: the drill's goes after them.
const marketingLinks = SITE_ROUTES.filter(({ page }) => page.startsWith('marketing/')).flatMap(({ menus = [] }) =>
  menus.filter(({ menu }) => menu === MENU),
);
const DRILL_LABEL = 'Route ownership drill';
const DRILL_HEADING = 'A page the route ownership drill added';

// The page and its one route entry, as the marketing team writes them. The build takes a path of its
// own; each run publishes the page at a path generated for it (below).
const DRILL_PAGE = `import { Link } from 'shared-config/router';

export default function RouteOwnershipDrillPage() {
  return (
    <section>
      <h1>${DRILL_HEADING}</h1>
      <p>Added by marketing alone, released by marketing alone.</p>
      <Link to="/contact">Talk to us</Link>
    </section>
  );
}
`;
const BUILT_PATH = '/route-ownership-drill';
const DRILL_ROUTE = {
  path: BUILT_PATH,
  page: 'marketing/RouteOwnershipDrillPage',
  title: DRILL_LABEL,
  description: 'A page the route ownership drill adds to marketing and takes away again.',
  sitemap: true,
  menus: [{ menu: MENU, label: DRILL_LABEL, order: Math.max(0, ...marketingLinks.map(({ order }) => order)) + 1 }],
};
const DRILL_TITLE = `${DRILL_LABEL} | Corelink Technologies`;

// Pages of another team, and another marketing page, from the route table.
const careersPath = SITE_ROUTES.find(({ page, path: at }) => page.startsWith('careers/') && !at.includes(':'))?.path;
const marketingPath = SITE_ROUTES.find(({ page, path: at }) => page.startsWith('marketing/') && at !== '/')?.path;

const footerLinks = (page: Page, column: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: column }).getByRole('link');

test.describe.configure({ mode: 'serial' });

test.describe('a page a team adds, released by that team alone', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let edge: EdgeProcess;
  let marketing: string;
  let live: Record<'shell' | 'marketing' | 'careers' | 'contact', string>;
  // The menu's links as every visitor sees them before the drill's release.
  let liveLinks: string[];
  const drillPath = `${BUILT_PATH}-${randomBytes(4).toString('hex')}`;
  const scratch: string[] = [];

  const get = (pathname: string) => fetch(`${edge.url}${pathname}`, { redirect: 'manual' });
  const sitemap = async () => (await fetch(`${edge.url}/sitemap.xml`)).text();
  /** A copy of a build, for a drill to change and publish. */
  const copyOf = (dist: string) => {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'corelink-marketing-copy-'));
    scratch.push(copy);
    cpSync(dist, copy, { recursive: true });
    const routesFile = path.join(copy, 'routes.json');
    chmodSync(routesFile, 0o644);
    return { copy, routesFile, routes: (JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: object[] }).routes };
  };

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-route-ownership-'));
    env = { DATA_DIR: dataDir, RELEASE_ACTOR: 'marketing-drill' };
    edge = await startEdgeProcess({ port: drillPort(30), env });
    live = releasesIn(await (await fetch(`${edge.url}/`)).text());
    const page = await browser.newPage();
    await page.goto(`${edge.url}/`);
    liveLinks = await footerLinks(page, 'Company').allTextContents();
    await page.close();
    // The page's path in this run: marketing's build with the page added, its route at this run's path.
    const variant = copyOf(
      await buildMarketingVariant('route-ownership', {
        pages: { 'route-ownership-drill-page.tsx': DRILL_PAGE },
        routes: [DRILL_ROUTE],
      }),
    );
    const routes = variant.routes as { path: string }[];
    writeFileSync(
      variant.routesFile,
      JSON.stringify({
        routes: routes.map((route) => (route.path === BUILT_PATH ? { ...route, path: drillPath } : route)),
      }),
    );
    const published = await release(['publish', 'marketing', '--dist', variant.copy], env);
    expectDone(published);
    marketing = published.last;
  });

  test.afterAll(async () => {
    await edge?.stop();
    for (const folder of [dataDir, ...scratch]) if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('before activation: the page does not exist for visitors, and a preview link shows it to one browser only', async ({
    browser,
  }) => {
    const unknown = await get(drillPath);
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/');
    expect(await sitemap()).not.toContain(`${drillPath}</loc>`);

    const link = await release(['preview', 'marketing', marketing], env);
    expectDone(link);
    const previewing = await browser.newContext({ baseURL: edge.url });
    const other = await browser.newContext({ baseURL: edge.url });
    try {
      const page = await previewing.newPage();
      await page.goto(link.last);
      await page.goto(drillPath);
      await expect(page.getByRole('heading', { level: 1, name: DRILL_HEADING })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(footerLinks(page, 'Company').filter({ hasText: DRILL_LABEL })).toHaveAttribute('href', drillPath);
      // With the live shell: the preview names marketing alone.
      expect(releasesIn(await page.content()).shell).toBe(live.shell);

      const visitor = await other.newPage();
      await visitor.goto(drillPath);
      await expect(visitor).toHaveURL(`${edge.url}/`);
      await expect(footerLinks(visitor, 'Company')).toHaveText(liveLinks);
    } finally {
      await previewing.close();
      await other.close();
    }
  });

  test('activating marketing alone: the page is live for everyone, in the layout, titled, in its menu, canonical and in the sitemap', async ({
    page,
  }) => {
    expectDone(await release(['activate', 'marketing', marketing], env));
    await expect.poll(async () => (await get(drillPath)).status, { timeout: 10_000 }).toBe(200);

    const answer = await get(drillPath);
    const html = await answer.text();
    // Prerendered with the shell's frame of this composition: header, the page, the footer's new link.
    expect(html).toMatch(new RegExp(`<div id="root">.*<header.*<h1>${DRILL_HEADING}</h1>.*<footer`, 's'));
    expect(html).toContain(`href="${drillPath}"`);
    expect(html).toContain(`<title>${DRILL_TITLE}</title>`);
    expect(answer.headers.get('link')).toBe(`<${edge.url}${drillPath}>; rel="canonical"`);
    expect(html).toContain(`<link rel="canonical" href="${edge.url}${drillPath}">`);
    expect(releasesIn(html)).toEqual({ ...live, marketing });
    expect(await sitemap()).toContain(`<loc>${edge.url}${drillPath}</loc>`);

    await page.goto(`${edge.url}${drillPath}`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: DRILL_HEADING })).toBeVisible();
    await expect(page).toHaveTitle(DRILL_TITLE);
    await expect(page.getByRole('banner')).toBeVisible();
    // Where its entry placed it: marketing's slot comes first in the column, its order after marketing's links.
    const placed = [...liveLinks];
    placed.splice(marketingLinks.length, 0, DRILL_LABEL);
    await expect(footerLinks(page, 'Company')).toHaveText(placed);
    // Every other page's menus follow too, another team's included.
    await page.goto(`${edge.url}${careersPath}`);
    await expect(footerLinks(page, 'Company').filter({ hasText: DRILL_LABEL })).toHaveAttribute('href', drillPath);
  });

  test('rolling back marketing alone removes the page from pages, menus and the sitemap', async ({ page }) => {
    expectDone(await release(['rollback', 'marketing'], env));
    await expect.poll(async () => (await get(drillPath)).status, { timeout: 10_000 }).toBe(302);
    expect(await sitemap()).not.toContain(`${drillPath}</loc>`);
    const home = await (await get('/')).text();
    expect(home).not.toContain(`href="${drillPath}"`);
    await page.goto(`${edge.url}${marketingPath}`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(footerLinks(page, 'Company')).toHaveText(liveLinks);
  });

  test("a marketing release that claims another team's path is refused at activation", async () => {
    const claimed = copyOf(path.join(dataDir, 'releases', 'marketing', live.marketing));
    // A page of its own (the first it routes), at careers' path.
    const [{ page: own }] = claimed.routes as [{ page: string }];
    const claim = { path: careersPath, page: own, title: 'Ours', description: 'Ours.', sitemap: true };
    writeFileSync(claimed.routesFile, JSON.stringify({ routes: [...claimed.routes, claim] }));
    const published = await release(['publish', 'marketing', '--dist', claimed.copy], env);
    expectDone(published);

    const refused = await release(['activate', 'marketing', published.last], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `marketing ${published.last}: this release claims ${careersPath}, which the live careers release claims too`,
    );
    expect(releasesIn(await (await fetch(`${edge.url}${careersPath}`)).text()).marketing).toBe(live.marketing);
  });
});
