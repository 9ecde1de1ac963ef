import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { release } from '../support/release-cli';
import { drillPort, startEdge, type RunningEdge } from '../support/start-edge';

const repoRoot = path.resolve(__dirname, '../..');
const HERO = 'Empowering Businesses with Secure, Scalable IT Solutions';
const FAILURE = "Couldn't fetch resource at this time! Please check your network and reload the page.";

/** Opens the home page as a new visitor; resolves once the edge has answered their failure report. */
async function visitBroken(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/client-reports'));
  await page.goto(url);
  await expect(page.getByText(FAILURE)).toBeVisible();
  const status = (await answered).status();
  await context.close();
  return status;
}

test.describe('a canary that fails in visitors’ browsers', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let edge: RunningEdge;
  let broken: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-canary-drill-'));
    env = { DATA_DIR: dataDir, RELEASE_ACTOR: 'canary-drill' };
    edge = await startEdge(drillPort(3), env);

    // A marketing release whose entry script throws: it passes every check (its manifest is intact)
    // and fails in every browser.
    const dist = mkdtempSync(path.join(os.tmpdir(), 'marketing-broken-'));
    cpSync(path.join(repoRoot, 'marketing-remote', 'dist'), dist, { recursive: true });
    writeFileSync(path.join(dist, 'remoteEntry.js'), 'throw new Error("this release is broken");\n');
    const published = await release(['publish', 'marketing', '--dist', dist], env);
    rmSync(dist, { recursive: true, force: true });
    expect(published.status, published.stderr).toBe(0);
    broken = published.last;
    const canary = await release(['activate', 'marketing', broken, '--canary', '99.99'], env);
    expect(canary.status, canary.stderr).toBe(0);
  });

  test.afterAll(async () => {
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('is reported by 3 visitors, halted by the edge, and every new visitor gets the active release', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    await expect
      .poll(async () => (await fetch(`${edge.url}/`)).headers.get('cache-control'), { timeout: 5000 })
      .toBe('private, no-cache');

    for (let visitor = 0; visitor < 3; visitor += 1) expect(await visitBroken(browser, edge.url)).toBe(204);

    const listed = (await release(['list', 'marketing'], env)).stdout;
    expect(listed).toMatch(new RegExp(`${broken} +\\S+ \\S+ UTC +halted`));
    const halt = (await release(['log', 'marketing'], env)).stdout.trim().split('\n').at(-1) ?? '';
    expect(halt.split('  ').slice(1, 5)).toEqual(['edge', 'halt', 'marketing', broken]);
    expect(halt).toContain('failure reports from 3 visitors within 60 s');

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(edge.url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(page.getByText(FAILURE)).toHaveCount(0);
    expect(await page.locator('#runtime-config').textContent()).not.toContain(broken);
    await context.close();
  });
});
