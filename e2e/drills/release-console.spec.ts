import { chmodSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { packBuild } from 'releases/control-plane';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { axeViolations } from '../support/axe';
import { FetchVisitor } from '../support/fetch-visitor';
import { release } from '../support/release-cli';
import { releasesIn } from '../support/served-releases';
import { drillPort } from '../support/ports';

/*
 * The release console, as a team uses it: signed in with its token in a real browser, against the
 * built release service and an edge that serves the site (and counts its canaries) on this machine.
 * Visitors come from several networks as nginx presents them: the edge trusts the proxy on loopback.
 */

const EDGE_PORT = drillPort(25);
const SERVICE_PORT = drillPort(26);
const EDGE_METRICS_PORT = drillPort(27);
const CONSOLE = `http://127.0.0.1:${SERVICE_PORT}`;
const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const WIDTHS = [1440, 390];

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const fact = (page: Page, name: string, term: string) =>
  card(page, name).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

async function signIn(page: Page, token: string): Promise<void> {
  await page.goto(`${CONSOLE}/`);
  await page.getByLabel('Release token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'The site at a glance' })).toBeVisible();
}

/**
 * Confirms the open dialog, allowing a build from uncommitted changes: where the console shows the
 * release as uncommitted it offers that at once; otherwise once the service refused it for that.
 */
async function confirm(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  const allow = dialog.getByRole('checkbox', { name: /Activate it all the same/ });
  if (await allow.isVisible()) await allow.check();
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog.getByRole('status').or(allow).first()).toBeVisible();
  // The dialog may turn to its outcome between the two looks: a checkbox gone by then was not refused.
  if ((await allow.isVisible()) && !(await allow.isChecked({ timeout: 2000 }).catch(() => true))) {
    await allow.check();
    await dialog.getByRole('button', { name: label }).click();
  }
  await expect(dialog.getByText(/Every edge serves it now/)).toBeVisible({ timeout: 10_000 });
}

/** The marketing release a new visitor of the edge gets from `address`. */
const servedTo = (edge: EdgeProcess, address: string) => new FetchVisitor(edge.url, address).open('/', 'marketing');

test.describe.configure({ mode: 'serial' });

test.describe('the release console', () => {
  let dataDir: string;
  let edge: EdgeProcess;
  let store: Record<string, string>;
  let marketingToken: string;
  let live: Record<'shell' | 'marketing' | 'careers' | 'contact', string>;
  let canary: string;
  let browserContext: BrowserContext;
  let page: Page;

  /** Publishes a changed copy of the live marketing build through the service, as marketing's pipeline does. */
  async function publishMarketing(change: (dist: string) => void, committed: boolean): Promise<string> {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'console-drill-marketing-'));
    cpSync(path.join(dataDir, 'releases', 'marketing', live.marketing), dist, { recursive: true });
    chmodSync(dist, 0o755);
    change(dist);
    const archive = await packBuild('marketing', dist);
    rmSync(dist, { recursive: true, force: true });
    const answer = await fetch(
      `${CONSOLE}/api/packages/marketing/releases?version=1.0.0&commit=${COMMIT}&committed=${committed}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${marketingToken}`, 'content-type': 'application/gzip' },
        body: new Uint8Array(archive),
      },
    );
    expect(answer.status, await answer.clone().text()).toBe(201);
    return ((await answer.json()) as { release: { id: string } }).release.id;
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'corelink-console-drill-'));
    store = { DATA_DIR: dataDir };
    // As `npm start` runs them: the service reads the canary window of the edge beside it, and records
    // the halts that edge decides.
    edge = await startEdgeProcess({
      port: EDGE_PORT,
      releaseServicePort: SERVICE_PORT,
      env: {
        ...store,
        TRUST_PROXY: 'loopback',
        METRICS_PORT: String(EDGE_METRICS_PORT),
        CLIENT_REPORT_RATE_LIMIT_MAX: '1000',
        // The service beside it looks at rollouts every half second, and a step's defaults wait for
        // nothing, so the rollout below waits for its approval at once.
        ROLLOUT_CHECK_MS: '500',
        ROLLOUT_STEP_MIN_MS: '0',
        ROLLOUT_STEP_MIN_VISITORS: '0',
      },
    });
    const added = await release(['token', 'add', 'marketing', 'marketing,contact'], store);
    expect(added.status, added.stderr).toBe(0);
    marketingToken = added.last;
    live = releasesIn(await (await fetch(`${edge.url}/`)).text());
    // A build from a tree with uncommitted changes: the console must offer to activate it all the same.
    canary = await publishMarketing((dist) => writeFileSync(path.join(dist, 'release-note.txt'), 'a canary\n'), false);
    browserContext = await newConsoleContext(browser, 1440);
    page = await browserContext.newPage();
  });

  test.afterAll(async () => {
    await browserContext?.close();
    await edge?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const newConsoleContext = (browser: Browser, width: number) =>
    browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 } });

  test('signed out, it shows only the sign-in form, and the service refuses every action', async () => {
    await page.goto(`${CONSOLE}/`);
    await expect(page.getByRole('heading', { name: 'Sign in to the release console' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Views' })).toHaveCount(0);
    await expect(page.getByText(live.marketing)).toHaveCount(0);
    for (const [url, body] of [
      ['/api/activations', { releases: [{ name: 'marketing', id: canary }], canaryPercent: 50 }],
      ['/api/rollbacks', { packages: ['marketing'] }],
      ['/api/halts', { packages: ['marketing'] }],
      ['/api/previews', { releases: [{ name: 'marketing', id: canary }] }],
    ] as const) {
      const answer = await browserContext.request.post(`${CONSOLE}${url}`, {
        data: body,
        headers: { origin: CONSOLE },
      });
      expect([url, answer.status()]).toEqual([url, 401]);
    }
  });

  test('signed in with the marketing token, it shows the live release of every package', async () => {
    await signIn(page, marketingToken);
    await expect(page.getByText('may change marketing, contact')).toBeVisible();
    for (const name of ['shell', 'marketing', 'careers', 'contact'] as const) {
      await expect(fact(page, name, 'Live')).toContainText(live[name]);
    }
    // The session is a cookie the page's scripts cannot read, holding no token.
    const [cookie] = await browserContext.cookies(CONSOLE);
    expect(cookie).toMatchObject({ name: 'release_session', httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value).not.toContain(marketingToken.slice(4));
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  test('starts a marketing canary at 50 % from the keyboard; the edge serves it within 5 s', async () => {
    await page.goto(`${CONSOLE}/packages/marketing`);
    const start = page.getByRole('button', { name: `Start a canary of marketing ${canary}` });
    await start.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Start a canary of marketing' });
    await expect(dialog).toContainText(`of visitors get ${canary} from their next page`);
    await expect(dialog.getByLabel('Share of visitors (%)')).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('50');
    await expect(dialog).toContainText(`50 % of visitors get ${canary}`);
    // Built from uncommitted changes, as the console shows it: the dialog says so and asks, in its own words.
    await expect(dialog).toContainText('This release was built from uncommitted changes');
    await expect(dialog).not.toContainText('--allow-uncommitted');
    await expect(dialog.getByRole('button', { name: 'Start the canary' })).toBeDisabled();
    const started = Date.now();
    await confirm(page, 'Start the canary');
    await expect
      .poll(
        async () => {
          const served = await Promise.all(
            ['203.0.113.5', '198.51.100.5', '192.0.2.5', '100.64.7.5'].map((address) => servedTo(edge, address)),
          );
          return served.includes(canary);
        },
        { timeout: 5000 },
      )
      .toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);
    await page.keyboard.press('Escape');
    await page.goto(`${CONSOLE}/`);
    await expect(fact(page, 'marketing', 'Canary')).toContainText('50 % of visitors');
    await expect(fact(page, 'marketing', 'Canary')).toContainText(canary);
  });

  test("shows the canary's and the stable release's figures as visitors come from several networks", async () => {
    test.setTimeout(90_000);
    const networks = ['203.0.113', '198.51.100', '192.0.2', '100.64.7'];
    const served: Record<string, number> = {};
    const failingNetworks = new Set<string>();
    for (let index = 0; index < 24; index += 1) {
      const network = networks[index % networks.length] ?? '';
      const visitor = new FetchVisitor(edge.url, `${network}.${10 + index}`);
      const got = (await visitor.open('/', 'marketing')) ?? 'none';
      served[got] = (served[got] ?? 0) + 1;
      // Two canary visitors on two networks see it fail: below the rule, which needs 5 on 3 networks.
      if (got === canary && failingNetworks.size < 2 && !failingNetworks.has(network)) {
        failingNetworks.add(network);
        expect(await visitor.report({ package: 'marketing', release: canary, route: '/', kind: 'page-error' })).toBe(
          204,
        );
      }
    }
    expect(failingNetworks.size).toBe(2);
    expect(Object.keys(served).sort()).toEqual([canary, live.marketing].sort());
    await page.goto(`${CONSOLE}/canaries`);
    const health = page.getByRole('article', { name: 'marketing: canary for 50 % of visitors' });
    const rule = health.getByRole('table', { name: /What the halt rule judges/ });
    const row = (label: string) => rule.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label }) });
    await expect(row('Visitors served').getByRole('cell').first()).toHaveText(/^[1-9]\d*$/, { timeout: 10_000 });
    await expect(row('Visitors served').getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
    await expect(row('Failing visitors').getByRole('cell').first()).toHaveText('2');
    await expect(row('Failing visitors')).toContainText('at least 5not reached');
    await expect(health.getByText(/^(Collecting|Healthy)$/)).toBeVisible();
    // The charts are drawn, and their figures are text.
    const visitors = health.getByRole('figure', { name: 'Visitors served and failing, networks failing' });
    await expect(visitors.locator('canvas')).toHaveCount(1);
    await expect(visitors).toHaveAccessibleDescription(
      /^Canary: [1-9]\d* visitors, 2 failing, on 2 networks\. Stable: [1-9]\d* visitors, 0 failing/,
    );
    await expect(page.getByText(/^History since activation needs Prometheus/)).toBeVisible();
  });

  test('every view passes axe at 1440 and 390 px, the canary with its charts among them', async ({ browser }) => {
    test.setTimeout(120_000);
    for (const width of WIDTHS) {
      const context = await newConsoleContext(browser, width);
      const phone = await context.newPage();
      await phone.goto(`${CONSOLE}/`);
      await expect(phone.getByLabel('Release token')).toBeVisible();
      expect([width, '/sign-in', await axeViolations(phone)]).toEqual([width, '/sign-in', []]);
      await signIn(phone, marketingToken);
      for (const [view, heading] of [
        ['/', 'The site at a glance'],
        ['/packages/marketing', 'Releases of marketing'],
        ['/canaries', 'Canary health'],
        ['/rollouts', 'Rollouts'],
        ['/notifications', 'Notifications'],
        ['/routes', 'Route table'],
        ['/libraries', 'Shared libraries'],
        ['/log', 'Release log'],
      ] as const) {
        await phone.goto(`${CONSOLE}${view}`);
        await expect(phone.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(phone.getByRole('status')).toHaveCount(0);
        expect([width, view, await axeViolations(phone)]).toEqual([width, view, []]);
      }
      await context.close();
    }
  });

  test('promotes the canary: every visitor gets it within 5 s', async () => {
    await page.goto(`${CONSOLE}/`);
    await page.getByRole('button', { name: `Promote marketing ${canary}` }).click();
    await expect(page.getByRole('dialog')).toContainText(
      `Every visitor gets ${canary} from their next page, and the canary ends.`,
    );
    await confirm(page, 'Promote to every visitor');
    await expect.poll(() => servedTo(edge, '203.0.113.77'), { timeout: 5000 }).toBe(canary);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(fact(page, 'marketing', 'Live')).toContainText(canary);
    await expect(fact(page, 'marketing', 'Previous')).toContainText(live.marketing);
  });

  test('rolls it back: every visitor gets the previous release again within 5 s', async () => {
    await page.getByRole('button', { name: 'Roll back marketing' }).click();
    await expect(page.getByRole('dialog')).toContainText(
      `Every visitor of marketing gets the previous release ${live.marketing} again`,
    );
    await confirm(page, 'Roll back');
    await expect.poll(() => servedTo(edge, '198.51.100.77'), { timeout: 5000 }).toBe(live.marketing);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(fact(page, 'marketing', 'Live')).toContainText(live.marketing);
  });

  test('approves a rollout that waits for approval: it goes on to every visitor within 5 s', async () => {
    test.setTimeout(90_000);
    const next = await publishMarketing(
      (dist) => writeFileSync(path.join(dist, 'release-note.txt'), 'rolled out\n'),
      true,
    );
    // As marketing's pipeline starts it on a push to main, with short steps: 10 % and 50 %, each for
    // 1 s with 3 canary visitors at least, then every visitor once a person approves.
    const started = await fetch(`${CONSOLE}/api/activations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${marketingToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        releases: [{ name: 'marketing', id: next }],
        rollout: { steps: '10:1s:3,50:1s:3,100', approve: '100' },
      }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const rolloutId = ((await started.json()) as { rollout: { id: string } }).rollout.id;
    // Healthy visitors from several networks, until 3 of them (on as many networks) got the canary.
    const networks = ['203.0.113', '198.51.100', '192.0.2', '100.64.7'];
    const onCanary = new Set<string>();
    for (let index = 0; onCanary.size < 3 && index < 400; index += 1) {
      const network = networks[index % networks.length] ?? '';
      const got = await new FetchVisitor(edge.url, `${network}.${(index % 200) + 20}`).open('/', 'marketing');
      if (got === next) onCanary.add(network);
    }
    expect(onCanary.size).toBe(3);

    await page.goto(`${CONSOLE}/rollouts`);
    const rollout = page.getByRole('region', { name: `Rollout of marketing, ${rolloutId}` });
    // It took the 50 % step by itself, on those figures, and waits for approval before every visitor.
    await expect(rollout.getByText('Waiting for approval')).toBeVisible({ timeout: 15_000 });
    await expect(rollout.getByRole('listitem').nth(0)).toContainText('Taken');
    await expect(rollout.getByRole('listitem').nth(1)).toContainText('its next step waits for approval');
    // What happened: the 50 % step was taken on the canary's healthy visitors.
    await rollout.getByText(/^What happened/).click();
    await expect(rollout.getByText(/canary [3-9]\d* visitors, 0 failing/).first()).toBeVisible();
    await expect(rollout.getByRole('listitem').nth(2)).toContainText('to come');
    if (process.env.CONSOLE_SCREENSHOT) {
      await page.screenshot({ path: test.info().outputPath('rollouts-1440.png'), fullPage: true });
    }
    await rollout.getByRole('button', { name: 'Approve the rollout of marketing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the rollout of marketing' });
    await expect(dialog).toContainText(
      'The release is promoted to every visitor from their next page, and the rollout ends.',
    );
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByText('The rollout is promoted.')).toBeVisible();
    await expect.poll(() => servedTo(edge, '100.64.7.250'), { timeout: 5000 }).toBe(next);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(rollout.getByText('Promoted', { exact: true })).toBeVisible();
    // The log has every step, by whom: the team's start, the rollout's wait, the approval, the promotion.
    const log = await release(['log', 'marketing'], store);
    expect(log.stdout).toContain(`rollout ${rolloutId}`);
    expect(log.stdout).toContain(next);
    // Back to the release before it, for the drill's next test.
    expect((await release(['rollback', 'marketing'], store)).status).toBe(0);
    await expect.poll(() => servedTo(edge, '100.64.7.251'), { timeout: 5000 }).toBe(live.marketing);
  });

  test('shows a broken canary the edges halted, with its rule and figures', async () => {
    test.setTimeout(90_000);
    const broken = await publishMarketing((dist) => {
      rmSync(path.join(dist, 'remoteEntry.js'));
      writeFileSync(path.join(dist, 'remoteEntry.js'), 'throw new Error("this release is broken");\n');
    }, true);
    const started = await fetch(`${CONSOLE}/api/activations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${marketingToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ releases: [{ name: 'marketing', id: broken }], canaryPercent: 99.99 }),
    });
    expect(started.status).toBe(200);
    await expect.poll(() => servedTo(edge, '203.0.113.99'), { timeout: 5000 }).toBe(broken);
    // Visitors on five networks get it and see it fail, as the shell reports a remote that does not load.
    const networks = ['203.0.113', '198.51.100', '192.0.2', '100.64.7', '233.252.0'];
    let failed = 0;
    for (let index = 0; failed < 5 && index < 40; index += 1) {
      const visitor = new FetchVisitor(edge.url, `${networks[index % networks.length]}.${120 + index}`);
      if ((await visitor.open('/', 'marketing')) !== broken) continue;
      expect(await visitor.report({ package: 'marketing', release: broken, route: '/', kind: 'remote-load' })).toBe(
        204,
      );
      failed += 1;
    }
    expect(failed).toBe(5);
    await expect.poll(() => servedTo(edge, '192.0.2.250'), { timeout: 10_000 }).toBe(live.marketing);

    await page.goto(`${CONSOLE}/`);
    const halted = fact(page, 'marketing', 'Halted');
    await expect(halted).toContainText(broken, { timeout: 10_000 });
    await expect(halted).toContainText(/Halted by the edges on .+ by the rule stable-without-(traffic|failures)\./);
    await expect(halted).toContainText(/canary 5 of \d+ visitors failing \([\d.]+ %\) on [3-5] networks/);
    await page.goto(`${CONSOLE}/canaries`);
    const health = page.getByRole('article', { name: 'marketing: halted canary' });
    await expect(health.getByText('Halted', { exact: true })).toBeVisible();
    await expect(health.getByRole('note')).toContainText(
      /Halted by the edges on .+ by the rule stable-without-(traffic|failures): canary 5 of/,
    );
    await page.goto(`${CONSOLE}/log?package=marketing`);
    const entry = page.getByRole('listitem').filter({ hasText: broken }).filter({ hasText: 'halt' }).first();
    await expect(entry).toContainText(/Rule stable-without-(traffic|failures): canary 5 of \d+ visitors failing/);
  });

  test('rolls back a rollout of a broken release the edges halt, with the rule and figures, once', async () => {
    test.setTimeout(90_000);
    const broken = await publishMarketing((dist) => {
      rmSync(path.join(dist, 'remoteEntry.js'));
      writeFileSync(path.join(dist, 'remoteEntry.js'), 'throw new Error("this rollout is broken");\n');
    }, true);
    // A first step that lasts an hour: only the edges' halt can end it.
    const started = await fetch(`${CONSOLE}/api/activations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${marketingToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ releases: [{ name: 'marketing', id: broken }], rollout: { steps: '99.99:1h,100' } }),
    });
    expect(started.status, await started.clone().text()).toBe(200);
    const rolloutId = ((await started.json()) as { rollout: { id: string } }).rollout.id;
    await expect.poll(() => servedTo(edge, '203.0.113.199'), { timeout: 5000 }).toBe(broken);
    const networks = ['203.0.113', '198.51.100', '192.0.2', '100.64.7', '233.252.0'];
    let failed = 0;
    for (let index = 0; failed < 5 && index < 40; index += 1) {
      const visitor = new FetchVisitor(edge.url, `${networks[index % networks.length]}.${160 + index}`);
      if ((await visitor.open('/', 'marketing')) !== broken) continue;
      expect(await visitor.report({ package: 'marketing', release: broken, route: '/', kind: 'remote-load' })).toBe(
        204,
      );
      failed += 1;
    }
    expect(failed).toBe(5);
    await expect.poll(() => servedTo(edge, '192.0.2.251'), { timeout: 10_000 }).toBe(live.marketing);

    await page.goto(`${CONSOLE}/rollouts`);
    const rollout = page.getByRole('region', { name: `Rollout of marketing, ${rolloutId}` });
    await expect(rollout.getByText('Rolled back', { exact: true })).toBeVisible({ timeout: 15_000 });
    const answer = await fetch(`${CONSOLE}/api/rollouts?package=marketing`, {
      headers: { authorization: `Bearer ${marketingToken}` },
    });
    const { rollouts } = (await answer.json()) as {
      rollouts: { id: string; state: string; events: { action: string; detail: string }[] }[];
    };
    const done = rollouts.find((one) => one.id === rolloutId);
    expect(done?.state).toBe('rolled-back');
    const rollbacks = done?.events.filter((event) => event.action === 'rollback') ?? [];
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]?.detail).toMatch(/stable-without-(traffic|failures)/);
  });

  test('offers no action on careers to the marketing token, and refuses a forged one (403): nothing changed', async () => {
    await page.goto(`${CONSOLE}/`);
    await expect(card(page, 'careers').getByText('Read only')).toBeVisible();
    await expect(card(page, 'careers').getByRole('button')).toHaveCount(0);
    await page.goto(`${CONSOLE}/packages/careers`);
    await expect(page.getByText(/Your token does not cover careers: read only\./)).toBeVisible();
    await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);

    const before = await release(['list', 'careers'], store);
    const logBefore = await release(['log'], store);
    // From the console's own page, with its session: refused as the token does not cover careers.
    const forged = await page.evaluate(async (id) => {
      const post = (url: string, body: object) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (answer) => [answer.status, ((await answer.json()) as { message: string }).message] as const);
      return [
        await post('/api/rollbacks', { packages: ['careers'] }),
        await post('/api/halts', { packages: ['careers'] }),
        await post('/api/activations', { releases: [{ name: 'careers', id }] }),
        await post('/api/previews', { releases: [{ name: 'careers', id }] }),
      ];
    }, live.careers);
    for (const [status, message] of forged) {
      expect([status, message]).toEqual([
        403,
        'this token may not change careers (it covers marketing, contact): nothing was changed',
      ]);
    }
    // From another site's page, the session cookie vouches for nothing, not even marketing's packages.
    const crossSite = await browserContext.request.post(`${CONSOLE}/api/rollbacks`, {
      data: { packages: ['marketing'] },
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
    expect((await release(['list', 'careers'], store)).stdout).toBe(before.stdout);
    expect((await release(['log'], store)).stdout).toBe(logBefore.stdout);
  });

  test('signed out, and then with its token revoked, it shows nothing and the service refuses every action', async () => {
    const [session] = await browserContext.cookies(CONSOLE);
    await page.goto(`${CONSOLE}/`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in to the release console' })).toBeVisible();
    await expect(page.getByText(live.marketing)).toHaveCount(0);
    const replayed = await fetch(`${CONSOLE}/api/halts`, {
      method: 'POST',
      headers: { cookie: `release_session=${session?.value}`, origin: CONSOLE, 'content-type': 'application/json' },
      body: JSON.stringify({ packages: ['marketing'] }),
    });
    expect(replayed.status).toBe(401);

    await signIn(page, marketingToken);
    const [second] = await browserContext.cookies(CONSOLE);
    const revoked = await release(['token', 'revoke', 'marketing'], store);
    expect(revoked.status, revoked.stderr).toBe(0);
    await expect(page.getByRole('heading', { name: 'Sign in to the release console' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(live.marketing)).toHaveCount(0);
    const afterRevoke = await fetch(`${CONSOLE}/api/rollbacks`, {
      method: 'POST',
      headers: { cookie: `release_session=${second?.value}`, origin: CONSOLE, 'content-type': 'application/json' },
      body: JSON.stringify({ packages: ['marketing'] }),
    });
    expect(afterRevoke.status).toBe(401);
    expect(
      (await fetch(`${CONSOLE}/api/packages`, { headers: { cookie: `release_session=${second?.value}` } })).status,
    ).toBe(401);
  });
});
