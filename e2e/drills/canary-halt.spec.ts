import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { inCanary } from 'releases/canary/canary-bucket';
import { FetchVisitor } from '../support/fetch-visitor';
import { release } from '../support/release-cli';
import { releasesIn } from '../support/served-releases';
import { expectPage } from '../support/page-markers';
import { drillPort, startEdge, type RunningEdge } from '../support/start-edge';

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
  const edge = await startEdge(drillPort(3), env);
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

const halts = async (env: Record<string, string>) =>
  (await release(['log', 'marketing'], env)).stdout
    .trim()
    .split('\n')
    .filter((line) => line.split('  ')[2] === 'halt');

test.describe('one client on one address, with any cookies it likes', () => {
  let edge: RunningEdge;
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
    const picked: FetchVisitor[] = [];
    while (picked.length < 10) {
      const id = randomBytes(16).toString('base64url');
      if (!inCanary(id, 'marketing', { id: canary, percent: 50, group: null })) continue;
      const chosen = client();
      chosen.cookies.set('release_visitor', id);
      picked.push(chosen);
    }
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

/** Opens the home page as a new visitor from `address`; resolves once the edge has answered their failure report. */
async function visitBroken(browser: Browser, url: string, address: string): Promise<number> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/client-reports'));
  await page.goto(url);
  await expect(page.getByText(FAILURE)).toBeVisible();
  const status = (await answered).status();
  await context.close();
  return status;
}

test.describe('a canary that fails in visitors’ browsers', () => {
  let edge: RunningEdge;
  let env: Record<string, string>;
  let dataDir: string;
  let broken: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // A marketing release whose entry script throws: it passes every check (its manifest is intact)
    // and fails in every browser.
    ({
      edge,
      env,
      dataDir,
      canary: broken,
    } = await edgeWithMarketingCanary('99.99', (dist) =>
      replaceFile(path.join(dist, 'remoteEntry.js'), 'throw new Error("this release is broken");\n'),
    ));
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
    for (const address of visitors.slice(0, 4)) expect(await visitBroken(browser, edge.url, address)).toBe(204);
    expect(await halts(env)).toEqual([]);
    expect(await visitBroken(browser, edge.url, visitors[4] ?? '')).toBe(204);

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
