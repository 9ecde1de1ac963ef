import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { expectPage, pageMarker } from '../support/page-markers';
import { release } from '../support/release-cli';
import { releasesIn } from '../support/served-releases';
import { drillPort } from '../support/ports';

/*
 * A shell release that breaks at start, canaried: its pages arrive (prerendered) but its script throws
 * before the app runs, so nothing of the shell can report it. The inline reporter in its index.html,
 * allowed by the hash the edge adds to the page's Content-Security-Policy, does; the edge judges it as
 * any canary and halts it. Visitors come from several networks through a proxy the edge trusts.
 */

/** Opens the home page as a new visitor from `address`; resolves with the status of the start report. */
async function visitBroken(browser: Browser, url: string, address: string): Promise<number> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/client-reports'));
  await page.goto(url);
  const report = await answered;
  // The prerendered page shows, but the app never takes over (nor marks the page it would draw).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('html[data-app-ready]').count()).toBe(0);
  expect(await pageMarker(page, 'marketing/HomePage').count()).toBe(0);
  await context.close();
  return report.status();
}

test.describe('a shell canary that breaks at start', () => {
  let dataDir: string;
  let env: Record<string, string>;
  let edge: EdgeProcess;
  let broken: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-shell-canary-drill-'));
    env = { DATA_DIR: dataDir, RELEASE_ACTOR: 'shell-canary-drill', TRUST_PROXY: 'loopback' };
    // The service beside the edge records the halts it decides.
    edge = await startEdgeProcess({ port: drillPort(8), releaseServicePort: drillPort(28), env });
    const live = releasesIn(await (await fetch(`${edge.url}/`)).text()).shell;
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shell-broken-'));
    cpSync(path.join(dataDir, 'releases', 'shell', live), dist, { recursive: true });
    chmodSync(dist, 0o755);
    // Its main script throws as it starts: every check passes (manifest and route table intact).
    const main = /src=__SHELL_BASE__\/(main\.[0-9a-f]+\.js)/.exec(
      readFileSync(path.join(dist, 'index.html'), 'utf8'),
    )?.[1];
    expect(main).toBeTruthy();
    rmSync(path.join(dist, main ?? ''));
    writeFileSync(path.join(dist, main ?? ''), 'throw new Error("this shell release is broken");\n');
    const published = await release(['publish', 'shell', '--dist', dist], env);
    rmSync(dist, { recursive: true, force: true });
    expect(published.status, published.stderr).toBe(0);
    broken = published.last;
    const canary = await release(['activate', 'shell', broken, '--canary', '99.99'], env);
    expect(canary.status, canary.stderr).toBe(0);
    await expect
      .poll(async () => (await fetch(`${edge.url}/`)).headers.get('cache-control'), { timeout: 5000 })
      .toBe('private, no-cache');
  });

  test.afterAll(async () => {
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('is reported by the inline reporter and halted once 5 visitors on 3 networks saw it fail', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const visitors = ['203.0.113.11', '198.51.100.21', '192.0.2.31', '203.0.113.41', '198.51.100.51'];
    for (const address of visitors) expect(await visitBroken(browser, edge.url, address)).toBe(204);

    const listed = (await release(['list', 'shell'], env)).stdout;
    expect(listed).toMatch(new RegExp(`${broken} +\\S+ \\S+ UTC +halted`));
    const halt = (await release(['log', 'shell'], env)).stdout.trim().split('\n').at(-1) ?? '';
    expect(halt.split('  ').slice(1, 5)).toEqual(['edge', 'halt', 'shell', broken]);
    expect(halt).toMatch(
      /rule stable-without-traffic \(.*\): canary 5 of [56] visitors failing \([\d.]+ %\) on 3 networks/,
    );
    console.log(`shell canary drill: ${halt.split('  ').slice(5).join(' ')}`);

    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '192.0.2.99' } });
    const page = await context.newPage();
    await page.goto(edge.url);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expectPage(page, 'marketing/HomePage');
    expect(releasesIn(await page.content()).shell).not.toBe(broken);
    await context.close();
  });
});
