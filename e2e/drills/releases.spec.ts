import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startRedis, type RunningRedis } from 'releases/test-support';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { axeViolations } from '../support/axe';
import { recordMismatchReports, recordSentParts, sentPartsNow } from '../support/hydration';
import { expectPage, pageHeading } from '../support/page-markers';
import { release, type ReleaseRun } from '../support/release-cli';
import { buildMarketingVariant } from '../support/marketing-variant';
import { releasesIn } from '../support/served-releases';
import { drillPort } from '../support/ports';

const repoRoot = path.resolve(__dirname, '../..');
const marketingDist = path.join(repoRoot, 'marketing-remote', 'dist');
/** What the drill adds to the home page's headline for its release, whatever marketing's headline says. */
const DRILL_EDIT = ' (release drill)';

const expectDone = (run: ReleaseRun) => expect(run.status, run.stderr).toBe(0);

/** The home page's HTML as an edge composes it for a visitor without cookies. */
const homeOf = async (edge: EdgeProcess) => (await fetch(`${edge.url}/`)).text();
/** The marketing release an edge composes `/` from, for a visitor without cookies. */
const marketingOn = async (edge: EdgeProcess) => releasesIn(await homeOf(edge)).marketing;

/** Waits until every edge composes `/` from marketing's release `id`; returns how long that took. */
async function switchTime(edges: EdgeProcess[], id: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const served = await Promise.all(edges.map(marketingOn));
    if (served.every((release) => release === id)) return Date.now() - started;
    if (Date.now() - started > 10_000) throw new Error(`the edges did not switch to marketing ${id} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The main heading of the page in view, whatever it says: as the edge sent it, before the app takes over. */
const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/** The home page's main heading as a new visitor gets it. */
async function headlineOf(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { context, page, headline: await mainHeading(page).textContent() };
}

/**
 * Loads `url` again in `page` and checks the app hydrates what the edge sent, whichever marketing
 * release the visitor is served beside the shell: the home page's heading, a header link and its first
 * control are the elements the HTML arrived with, React's now, and no mismatch is reported.
 */
async function expectHydratedAsSent(page: Page, url: string): Promise<void> {
  await recordSentParts(page);
  const mismatches = recordMismatchReports(page);
  await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const hydrated = { arrived: true, kept: true, managed: true };
  await expect.poll(() => sentPartsNow(page)).toEqual({ heading: hydrated, headerLink: hydrated, control: hydrated });
  expect(mismatches()).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test.describe('releasing marketing on its own, on two edges sharing Redis', () => {
  let redis: RunningRedis;
  let dataDir: string;
  let env: Record<string, string>;
  let first: EdgeProcess;
  let second: EdgeProcess;
  let changed: string;
  let incomplete: string;
  // The home page's headline as marketing wrote it, and as the drill's release changes it: read from
  // the running site, so marketing rewrites its headline without touching this drill.
  let hero: string;
  let editedHero: string;
  let active: string;
  let setUp: number;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    redis = await startRedis(drillPort(7));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-release-drill-'));
    env = { DATA_DIR: dataDir, REDIS_URL: redis.url, RELEASE_ACTOR: 'release-drill' };
    // The first edge starts the site from the local builds; the second finds them live in Redis.
    first = await startEdgeProcess({ port: drillPort(5), env });
    second = await startEdgeProcess({ port: drillPort(6), env });
    env.PUBLIC_URL = first.url;
    // What the log holds of marketing once the site is live: the drill's own steps come after it.
    setUp = (await release(['log', 'marketing'], env)).stdout.trim().split('\n').length;
    active = await marketingOn(first);
    const seen = await headlineOf(browser, first.url);
    hero = seen.headline ?? '';
    await seen.context.close();
    expect(hero).not.toBe('');
    editedHero = `${hero}${DRILL_EDIT}`;

    // The marketing team changes a headline and publishes: its production build, stored as a release.
    // Built from a copy of marketing's package, as its CI would: the checkout stays as other tests read it.
    const edited = await buildMarketingVariant('release-drill', { replace: { text: hero, with: editedHero } });
    const published = await release(['publish', 'marketing', '--dist', edited], env);
    expectDone(published);
    changed = published.last;

    // A build that no longer exposes a page the live shell loads.
    const broken = mkdtempSync(path.join(os.tmpdir(), 'marketing-broken-'));
    cpSync(marketingDist, broken, { recursive: true });
    const manifestFile = path.join(broken, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { exposes: { name: string }[] };
    manifest.exposes = manifest.exposes.filter((expose) => expose.name !== 'AboutPage');
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const stored = await release(['publish', 'marketing', '--dist', broken], env);
    rmSync(broken, { recursive: true, force: true });
    expectDone(stored);
    incomplete = stored.last;
  });

  test.afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await redis?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a published release goes nowhere until asked: a preview shows it to one browser only', async ({ browser }) => {
    expect(changed).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{16}$/);
    expect(await marketingOn(first)).toBe(active);

    const preview = await release(['preview', 'marketing', changed], env);
    expectDone(preview);
    expect(preview.last).toMatch(new RegExp(`^${first.url}/\\?preview=[\\w-]+\\.[\\w-]+$`));

    const previewer = await browser.newContext();
    const page = await previewer.newPage();
    const answers: Record<string, string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') answers.push(response.headers());
    });
    await page.goto(preview.last);
    expect(new URL(page.url()).search).toBe('');
    await expect(pageHeading(page, 'marketing/HomePage')).toHaveText(editedHero);
    await expect(page.getByRole('complementary', { name: 'Release preview' })).toContainText(
      `Preview: marketing ${changed}`,
    );
    expect(answers.at(-1)).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The whole previewed page, badge included, under axe's full default rule set.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(pageHeading(page, 'marketing/HomePage')).toHaveText(hero);
    await expect(page.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);

    // Everyone else, on either edge, still sees the active release.
    const visitor = await headlineOf(browser, second.url);
    expect(visitor.headline).toBe(hero);

    // A link whose signature does not match shows the normal site.
    const tampered = preview.last.replace(/\.[\w-]+$/, '.AAAA');
    await visitor.page.goto(tampered);
    await expect(pageHeading(visitor.page, 'marketing/HomePage')).toHaveText(hero);
    await expect(visitor.page.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
    await previewer.close();
    await visitor.context.close();
  });

  test('a 50 % canary: both groups exist, each hydrates beside the live shell as sent, and each visitor keeps theirs across reloads and edges', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // The checkout the drill runs in may hold a developer's uncommitted changes: allowed on purpose.
    expectDone(await release(['activate', 'marketing', changed, '--canary', '50', '--allow-uncommitted'], env));
    const privateOn = async (edge: EdgeProcess) => (await fetch(`${edge.url}/`)).headers.get('cache-control');
    await expect
      .poll(() => Promise.all([first, second].map(privateOn)), { timeout: 5000 })
      .toEqual(['private, no-cache', 'private, no-cache']);

    const groups = new Map([
      [hero, 0],
      [editedHero, 0],
    ]);
    const seen = (headline: string) => groups.get(headline) ?? 0;
    for (let visitor = 0; visitor < 30 && (seen(hero) < 2 || seen(editedHero) < 2); visitor += 1) {
      const { context, page, headline } = await headlineOf(browser, first.url);
      expect([hero, editedHero]).toContain(headline);
      // The first visitor of each group: the rebuilt marketing and the live one, each beside the live shell.
      if (seen(headline ?? '') === 0) await expectHydratedAsSent(page, first.url);
      for (const url of [first.url, first.url, second.url]) {
        await page.goto(url);
        await expect(mainHeading(page)).toHaveText(headline ?? '');
      }
      groups.set(headline ?? '', seen(headline ?? '') + 1);
      await context.close();
    }
    expect(seen(hero)).toBeGreaterThanOrEqual(2);
    expect(seen(editedHero)).toBeGreaterThanOrEqual(2);
  });

  test('promoted to everyone, then rolled back: both edges switch within 5 s, open pages keep working', async ({
    browser,
  }) => {
    const open = await headlineOf(browser, `${first.url}/`);
    await open.page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const others = async () => {
      const html = await homeOf(first);
      return [
        /"careers":"[^"]+"/.exec(html)?.[0],
        /"contact":"[^"]+"/.exec(html)?.[0],
        /src=\/releases\/shell\/[^ >]+/.exec(html)?.[0],
      ];
    };
    const before = await others();

    expectDone(await release(['activate', 'marketing', changed, '--allow-uncommitted'], env));
    expect(await switchTime([first, second], changed)).toBeLessThan(5000);
    // Only marketing moved.
    expect(await others()).toEqual(before);
    // A page loaded before the switch still navigates with the release it loaded.
    await open.page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expectPage(open.page, 'marketing/AboutPage');

    expectDone(await release(['rollback', 'marketing'], env));
    expect(await switchTime([first, second], active)).toBeLessThan(5000);
    await open.context.close();
  });

  test('a release routing a page module it does not expose is refused, and the site is untouched', async () => {
    const refused = await release(['activate', 'marketing', incomplete], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `release: marketing ${incomplete}: this release routes /about to marketing/AboutPage, which it does not expose`,
    );
    expect(await marketingOn(second)).toBe(active);
    expect((await fetch(`${second.url}/about`)).status).toBe(200);

    const listed = (await release(['list', 'marketing'], env)).stdout;
    expect(listed).toMatch(new RegExp(`${incomplete} +\\S+ \\S+ UTC +idle`));
    expect(listed).toMatch(new RegExp(`${changed} +\\S+ \\S+ UTC +previous`));

    const log = (await release(['log', 'marketing'], env)).stdout.trim().split('\n').slice(setUp);
    expect(log.map((line) => line.split('  ').slice(1, 3))).toEqual([
      ['release-drill', 'publish'],
      ['release-drill', 'publish'],
      ['release-drill', 'preview'],
      ['release-drill', 'canary'],
      ['release-drill', 'activate'],
      ['release-drill', 'rollback'],
    ]);
  });
});
