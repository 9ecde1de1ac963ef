import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { inCanary } from 'releases/edge';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { FetchVisitor } from '../support/fetch-visitor';
import { release } from '../support/release-cli';
import { releasesIn } from '../support/served-releases';
import { expectPage } from '../support/page-markers';
import { drillPort } from '../support/ports';

/*
 * Canaries judged on what visitors see, against the real edge. Visitors come from several networks
 * the way nginx presents them: the edge trusts the proxy on loopback (TRUST_PROXY, set explicitly)
 * and takes each visitor's address from the end of X-Forwarded-For.
 */

const FAILURE = "Couldn't fetch resource at this time! Please check your network and reload the page.";

/** Starts an edge on a fresh data folder, and canaries a copy of its marketing release changed by `change`. */
async function edgeWithMarketingCanary(percent: string, change: (dist: string) => void) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-canary-drill-'));
  const env = {
    DATA_DIR: dataDir,
    RELEASE_ACTOR: 'canary-drill',
    TRUST_PROXY: 'loopback',
    // Not the per-address limit of reports but the analysis is what must stand in one client's way.
    CLIENT_REPORT_RATE_LIMIT_MAX: '1000',
  };
  // The service beside the edge records the halts it decides.
  const edge = await startEdgeProcess({ port: drillPort(3), releaseServicePort: drillPort(28), env });
  const live = releasesIn(await (await fetch(`${edge.url}/`)).text()).marketing;
  const dist = mkdtempSync(path.join(os.tmpdir(), 'marketing-canary-'));
  cpSync(path.join(dataDir, 'releases', 'marketing', live), dist, { recursive: true });
  chmodSync(dist, 0o755);
  change(dist);
  const published = await release(['publish', 'marketing', '--dist', dist], env);
  rmSync(dist, { recursive: true, force: true });
  expect(published.status, published.stderr).toBe(0);
  const canary = published.last;
  const started = await release(['activate', 'marketing', canary, '--canary', percent], env);
  expect(started.status, started.stderr).toBe(0);
  await expect
    .poll(async () => (await fetch(`${edge.url}/`)).headers.get('cache-control'), { timeout: 5000 })
    .toBe('private, no-cache');
  return { edge, env, dataDir, canary, live };
}

// Release files are read-only: a changed copy gets a new file.
function replaceFile(file: string, content: string): void {
  rmSync(file);
  writeFileSync(file, content);
}

/**
 * A marketing release whose entry script throws: it passes every check (its manifest is intact) and
 * fails in every browser.
 */
const breakEntry = (dist: string) =>
  replaceFile(path.join(dist, 'remoteEntry.js'), 'throw new Error("this release is broken");\n');

/**
 * A visitor id the marketing canary `canary` (`percent` of visitors) draws in (`drawn`) or leaves out:
 * an id from before the edge signed its ids, which it takes, signs and keeps with the same draw (the
 * draw is a public hash), so a drill need not load pages until the draw falls its way.
 */
function visitorId(canary: string, percent: number, drawn: boolean): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    if (inCanary(id, 'marketing', { id: canary, percent, group: null }) === drawn) return id;
  }
}

const halts = async (env: Record<string, string>) =>
  (await release(['log', 'marketing'], env)).stdout
    .trim()
    .split('\n')
    .filter((line) => line.split('  ')[2] === 'halt');

test.describe('one client on one address, with any cookies it likes', () => {
  let edge: EdgeProcess;
  let env: Record<string, string>;
  let dataDir: string;
  let canary: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ edge, env, dataDir, canary } = await edgeWithMarketingCanary('50', (dist) =>
      writeFileSync(path.join(dist, 'release-note.txt'), 'a healthy canary\n'),
    ));
  });
  test.afterAll(async () => {
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('cannot halt a healthy 50 % canary', async () => {
    test.setTimeout(120_000);
    const address = '198.51.100.77';
    // Whatever the client claims in its own X-Forwarded-For, nginx adds its real address last.
    let claims = 0;
    const claim = () => `203.0.${(claims += 1) % 250}.${claims % 250}`;
    const failure = { package: 'marketing', release: canary, route: '/', kind: 'remote-load' };
    const client = () => new FetchVisitor(edge.url, address, claim);

    // Reports with no token, a made-up one, or a made-up visitor id the edge never signed.
    for (let sent = 0; sent < 20; sent += 1) {
      const forged = client();
      if (sent % 2)
        forged.cookies.set(
          'release_served',
          `${randomBytes(120).toString('base64url')}.${randomBytes(16).toString('base64url')}`,
        );
      forged.cookies.set(
        'release_visitor',
        `${randomBytes(16).toString('base64url')}.${randomBytes(16).toString('base64url')}`,
      );
      expect(await forged.report(failure)).toBe(204);
    }
    // Real tokens: 40 fresh cookie jars, and 10 unsigned ids it picked to fall in the canary (the draw
    // is a public hash; the edge signs an id from before signing as it is). Every one got the canary
    // reports it failing.
    const collected = Array.from({ length: 40 }, client);
    const picked = Array.from({ length: 10 }, () => {
      const chosen = client();
      chosen.cookies.set('release_visitor', visitorId(canary, 50, true));
      return chosen;
    });
    let verified = 0;
    for (const visitor of [...collected, ...picked]) {
      if ((await visitor.open('/', 'marketing')) !== canary) continue;
      expect(await visitor.report(failure)).toBe(204);
      verified += 1;
    }
    expect(verified).toBeGreaterThanOrEqual(15);
    console.log(`canary drill: one address sent 20 forged and ${verified} verified failure reports`);

    const listed = (await release(['list', 'marketing'], env)).stdout;
    expect(listed).toMatch(new RegExp(`${canary} +\\S+ \\S+ UTC +canary 50%`));
    expect(await halts(env)).toEqual([]);
  });
});

/**
 * Opens the home page as a new visitor from `address`, with the visitor id `id` when given (else the
 * edge gives it one). A visitor drawn into the broken canary sees it fail and the page reports it
 * (resolves once the edge has answered the report: true); anyone else gets the working page (false).
 */
async function visitDrawn(
  browser: Browser,
  url: string,
  address: string,
  broken: string,
  id?: string,
): Promise<boolean> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  if (id) await context.addCookies([{ name: 'release_visitor', value: id, url }]);
  const page = await context.newPage();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/client-reports'));
  // Not awaited while this visitor gets the working page, which reports nothing.
  answered.catch(() => undefined);
  await page.goto(url);
  const drawn = (await page.locator('#runtime-config').textContent())?.includes(broken) ?? false;
  if (drawn) {
    await expect(page.getByText(FAILURE)).toBeVisible();
    expect((await answered).status()).toBe(204);
  } else {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expectPage(page, 'marketing/HomePage');
  }
  await context.close();
  return drawn;
}

test.describe('a canary that fails in visitors’ browsers', () => {
  let edge: EdgeProcess;
  let env: Record<string, string>;
  let dataDir: string;
  let broken: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ edge, env, dataDir, canary: broken } = await edgeWithMarketingCanary('99.99', breakEntry));
  });
  test.afterAll(async () => {
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('is halted by the edge once 5 visitors on 3 networks saw it fail, with the rule and figures in the log', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const visitors = ['203.0.113.10', '198.51.100.20', '192.0.2.30', '203.0.113.40', '198.51.100.50'];
    for (const address of visitors.slice(0, 4)) expect(await visitDrawn(browser, edge.url, address, broken)).toBe(true);
    expect(await halts(env)).toEqual([]);
    expect(await visitDrawn(browser, edge.url, visitors[4] ?? '', broken)).toBe(true);

    const listed = (await release(['list', 'marketing'], env)).stdout;
    expect(listed).toMatch(new RegExp(`${broken} +\\S+ \\S+ UTC +halted`));
    const [halt = ''] = await halts(env);
    expect(halt.split('  ').slice(1, 5)).toEqual(['edge', 'halt', 'marketing', broken]);
    // Every visitor served it (the drill's own first look at the page included) is in the figures.
    expect(halt).toMatch(
      /rule stable-without-traffic \(at least 5 visitors on 3 networks, above 2 %, the stable release with too little traffic to compare \(under 5 visitors\)\): canary 5 of [56] visitors failing \((100\.0|83\.3) %\) on 3 networks; stable 0 of 0 visitors failing \(0\.0 %\); within 600 s/,
    );
    console.log(`canary drill: ${halt.split('  ').slice(5).join(' ')}`);

    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.99' } });
    const page = await context.newPage();
    await page.goto(edge.url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expectPage(page, 'marketing/HomePage');
    await expect(page.getByText(FAILURE)).toHaveCount(0);
    expect(await page.locator('#runtime-config').textContent()).not.toContain(broken);
    await context.close();
  });
});

/**
 * A marketing release whose prerendered home page is not what its code draws (a heading the browser
 * renders otherwise): it passes every check, every page arrives whole, and every browser that hydrates
 * it finds the mismatch.
 */
const plantMismatch = (dist: string) => {
  const file = path.join(dist, 'prerendered', 'HomePage.html');
  const html = readFileSync(file, 'utf8');
  const planted = html.replace(/<h1([^>]*)>/, '<h1$1>Not what the browser draws: ');
  expect(planted).not.toBe(html);
  replaceFile(file, planted);
};

test.describe('a canary whose pages do not hydrate as the edge sends them', () => {
  let edge: EdgeProcess;
  let env: Record<string, string>;
  let dataDir: string;
  let mismatched: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ edge, env, dataDir, canary: mismatched } = await edgeWithMarketingCanary('99.99', plantMismatch));
  });
  test.afterAll(async () => {
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('is reported by the browsers that hydrate it, counted against it, and halted like a failing one', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const visitors = ['203.0.113.61', '198.51.100.62', '192.0.2.63', '203.0.113.64', '198.51.100.65'];
    for (const address of visitors) {
      const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
      const page = await context.newPage();
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/client-reports'));
      // Not awaited when this visitor gets the stable release, which reports nothing.
      answered.catch(() => undefined);
      await page.goto(edge.url);
      if (!((await page.locator('#runtime-config').textContent()) ?? '').includes(mismatched)) {
        // Halted by now: the stable release hydrates as sent.
        await context.close();
        continue;
      }
      expect((await answered).status()).toBe(204);
      // The visitor still gets the page: React drew it again, as its code has it.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toContainText(
        'Not what the browser draws',
      );
      await context.close();
    }
    // Each report named the canary's release and the kind: the edge counted and logged them so (its
    // log is written in batches, at most a second late).
    const logged = () =>
      edge
        .output()
        .split('\n')
        .filter((line) => line.includes('browser failure report: hydration-mismatch'));
    await expect.poll(() => logged().length, { timeout: 5000 }).toBeGreaterThanOrEqual(5);
    expect(logged().every((line) => line.includes(`hydration-mismatch of marketing ${mismatched}`))).toBe(true);
    await expect.poll(() => halts(env), { timeout: 10_000 }).toHaveLength(1);
    const [halt = ''] = await halts(env);
    expect(halt.split('  ').slice(1, 5)).toEqual(['edge', 'halt', 'marketing', mismatched]);
    console.log(`canary drill, hydration: ${halt.split('  ').slice(5).join(' ')}`);
  });
});

test.describe('a broken canary that one network tries to keep alive', () => {
  let edge: EdgeProcess;
  let env: Record<string, string>;
  let dataDir: string;
  let broken: string;
  let live: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ edge, env, dataDir, canary: broken, live } = await edgeWithMarketingCanary('50', breakEntry));
  });
  test.afterAll(async () => {
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('is halted once real browsers on other networks see it fail, whatever that network reports of the stable release', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // 100 visitors from ten addresses of one /24, each with an id the draw leaves out of the canary,
    // load the home page, get the stable release and report it failing: 100 verified failures of it.
    const stableFailure = { package: 'marketing', release: live, route: '/', kind: 'page-error' };
    for (let sent = 0; sent < 100; sent += 1) {
      const visitor = new FetchVisitor(edge.url, `198.51.100.${10 + (sent % 10)}`);
      visitor.cookies.set('release_visitor', visitorId(broken, 50, false));
      expect(await visitor.open('/', 'marketing')).toBe(live);
      expect(await visitor.report(stableFailure)).toBe(204);
    }
    expect(await halts(env)).toEqual([]);

    // Then 8 real browsers from 4 other /24s, each with an id the draw gives the canary, open the site:
    // each sees the canary fail until the edge halts it, and the stable release after.
    const networks = ['203.0.113', '192.0.2', '100.64.7', '233.252.0'];
    let failed = 0;
    for (let browserIndex = 0; browserIndex < 8; browserIndex += 1) {
      const address = `${networks[browserIndex % networks.length]}.${20 + browserIndex}`;
      if (await visitDrawn(browser, edge.url, address, broken, visitorId(broken, 50, true))) failed += 1;
    }
    console.log(
      `canary drill: one /24 reported 100 stable failures; ${failed} of 8 browsers on 4 others saw the canary fail`,
    );
    expect(failed).toBeGreaterThanOrEqual(5);

    const listed = (await release(['list', 'marketing'], env)).stdout;
    expect(listed).toMatch(new RegExp(`${broken} +\\S+ \\S+ UTC +halted`));
    const [halt = ''] = await halts(env);
    expect(halt.split('  ').slice(1, 5)).toEqual(['edge', 'halt', 'marketing', broken]);
    // The one network's 100 failures of the stable release count for nothing: it shields nothing.
    expect(halt).toMatch(
      /rule stable-without-(failures|traffic) \(.*\): canary [5-9] of \d+ visitors failing \(\d+\.\d %\) on [34] networks.*; stable 0 of \d+ visitors failing \(0\.0 %\) on 1 network \(100 of \d+ visitors failing before the cap of 50 % a network\); within 600 s/,
    );
    console.log(`canary drill: ${halt.split('  ').slice(5).join(' ')}`);
  });
});
