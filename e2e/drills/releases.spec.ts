import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { startRedis, type RunningRedis } from 'releases/test-support/redis-server';
import { axeViolations } from '../support/axe';
import { release, type ReleaseRun } from '../support/release-cli';
import { drillPort, startEdge, type RunningEdge } from '../support/start-edge';

const repoRoot = path.resolve(__dirname, '../..');
const HERO = 'Empowering Businesses with Secure, Scalable IT Solutions';
const CHANGED = 'Empowering Businesses with Secure, Scalable IT Services';
const marketingDist = path.join(repoRoot, 'marketing-remote', 'dist');

function findSourceWith(text: string): string {
  const matches: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.') && readFileSync(full, 'utf8').includes(text)) {
        matches.push(full);
      }
    }
  };
  walk(path.join(repoRoot, 'marketing-remote', 'src'));
  if (matches.length !== 1) throw new Error(`expected one source file with the hero text, found ${matches.length}`);
  return matches[0] as string;
}

const expectDone = (run: ReleaseRun) => expect(run.status, run.stderr).toBe(0);

/** The home page's HTML as an edge composes it for a visitor without cookies. */
const homeOf = async (edge: RunningEdge) => (await fetch(`${edge.url}/`)).text();

/** Waits until every edge composes `/` with `text`; returns how long that took. */
async function switchTime(edges: RunningEdge[], text: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const pages = await Promise.all(edges.map(homeOf));
    if (pages.every((html) => html.includes(text))) return Date.now() - started;
    if (Date.now() - started > 10_000) throw new Error(`the edges did not switch to "${text}" within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function headlineOf(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { context, page, headline: await page.getByRole('heading', { level: 1 }).textContent() };
}

test.describe.configure({ mode: 'serial' });

test.describe('releasing marketing on its own, on two edges sharing Redis', () => {
  let redis: RunningRedis;
  let dataDir: string;
  let env: Record<string, string>;
  let first: RunningEdge;
  let second: RunningEdge;
  let changed: string;
  let incomplete: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    redis = await startRedis(drillPort(7));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-release-drill-'));
    env = { DATA_DIR: dataDir, REDIS_URL: redis.url, RELEASE_ACTOR: 'release-drill' };
    // The first edge starts the site from the local builds; the second finds them live in Redis.
    first = await startEdge(drillPort(5), env);
    second = await startEdge(drillPort(6), env);
    env.PUBLIC_URL = first.url;

    // The marketing team changes a headline and publishes: its production build, stored as a release.
    const source = findSourceWith(HERO);
    const original = readFileSync(source, 'utf8');
    const builtBefore = mkdtempSync(path.join(os.tmpdir(), 'marketing-dist-'));
    cpSync(marketingDist, builtBefore, { recursive: true });
    try {
      writeFileSync(source, original.replace(HERO, CHANGED));
      const published = await release(['publish', 'marketing'], env);
      expectDone(published);
      changed = published.last;
    } finally {
      writeFileSync(source, original);
      rmSync(marketingDist, { recursive: true, force: true });
      cpSync(builtBefore, marketingDist, { recursive: true });
      rmSync(builtBefore, { recursive: true, force: true });
    }

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
    expect(await homeOf(first)).toContain(HERO);

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
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHANGED);
    await expect(page.getByRole('complementary', { name: 'Release preview' })).toContainText(
      `Preview: marketing ${changed}`,
    );
    expect(answers.at(-1)).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The whole previewed page, badge included, under axe's full default rule set.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(page.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);

    // Everyone else, on either edge, still sees the active release.
    const visitor = await headlineOf(browser, second.url);
    expect(visitor.headline).toBe(HERO);

    // A link whose signature does not match shows the normal site.
    const tampered = preview.last.replace(/\.[\w-]+$/, '.AAAA');
    await visitor.page.goto(tampered);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(visitor.page.getByRole('complementary', { name: 'Release preview' })).toHaveCount(0);
    await previewer.close();
    await visitor.context.close();
  });

  test('a 50 % canary: both groups exist, and each visitor keeps theirs across reloads and edges', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    expectDone(await release(['activate', 'marketing', changed, '--canary', '50'], env));
    const privateOn = async (edge: RunningEdge) => (await fetch(`${edge.url}/`)).headers.get('cache-control');
    await expect
      .poll(() => Promise.all([first, second].map(privateOn)), { timeout: 5000 })
      .toEqual(['private, no-cache', 'private, no-cache']);

    const groups = new Map([
      [HERO, 0],
      [CHANGED, 0],
    ]);
    const seen = (headline: string) => groups.get(headline) ?? 0;
    for (let visitor = 0; visitor < 30 && (seen(HERO) < 2 || seen(CHANGED) < 2); visitor += 1) {
      const { context, page, headline } = await headlineOf(browser, first.url);
      expect([HERO, CHANGED]).toContain(headline);
      for (const url of [first.url, first.url, second.url]) {
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline ?? '');
      }
      groups.set(headline ?? '', seen(headline ?? '') + 1);
      await context.close();
    }
    expect(seen(HERO)).toBeGreaterThanOrEqual(2);
    expect(seen(CHANGED)).toBeGreaterThanOrEqual(2);
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

    expectDone(await release(['activate', 'marketing', changed], env));
    expect(await switchTime([first, second], CHANGED)).toBeLessThan(5000);
    // Only marketing moved.
    expect(await others()).toEqual(before);
    // A page loaded before the switch still navigates with the release it loaded.
    await open.page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(open.page.getByRole('heading', { level: 1 })).toContainText('Your Trusted Partner');

    expectDone(await release(['rollback', 'marketing'], env));
    expect(await switchTime([first, second], HERO)).toBeLessThan(5000);
    await open.context.close();
  });

  test('a release routing a page module it does not expose is refused, and the site is untouched', async () => {
    const refused = await release(['activate', 'marketing', incomplete], env);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `release: marketing ${incomplete}: this release routes /about to marketing/AboutPage, which it does not expose`,
    );
    expect(await homeOf(second)).toContain(HERO);
    expect((await fetch(`${second.url}/about`)).status).toBe(200);

    const listed = (await release(['list', 'marketing'], env)).stdout;
    expect(listed).toMatch(new RegExp(`${incomplete} +\\S+ \\S+ UTC +idle`));
    expect(listed).toMatch(new RegExp(`${changed} +\\S+ \\S+ UTC +previous`));

    const log = (await release(['log', 'marketing'], env)).stdout.trim().split('\n');
    expect(log.map((line) => line.split('  ').slice(1, 3))).toEqual([
      ['release-drill', 'publish'],
      ['release-drill', 'activate'],
      ['release-drill', 'publish'],
      ['release-drill', 'publish'],
      ['release-drill', 'preview'],
      ['release-drill', 'canary'],
      ['release-drill', 'activate'],
      ['release-drill', 'rollback'],
    ]);
  });
});
