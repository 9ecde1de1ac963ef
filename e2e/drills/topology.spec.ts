import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Agent, fetch as fetchThrough } from 'undici';
import { expect, test } from '@playwright/test';
import { listApplications } from 'provider-api';
import {
  applicationForm,
  CONTACT_SUBMISSION,
  openJob,
  type OpenJob,
  startEdgeProcess,
  type EdgeProcess,
} from 'edge/test-support';
import {
  startRedis,
  type RunningRedis,
  runsPrometheusTests,
  startPrometheus,
  type RunningPrometheus,
} from 'releases/test-support';
import { FetchVisitor } from '../support/fetch-visitor';
import { expectPage } from '../support/page-markers';
import { release } from '../support/release-cli';
import { drillPort } from '../support/ports';
import { provideReleases } from '../support/provide-releases';
import { startReleaseService } from '../support/release-service';
import { nginxBinary, startNginx, type NginxProcess } from '../support/topology/nginx';
import { startService, type ServiceProcess } from '../support/topology/service-process';

/*
 * The production topology, for real, on loopback: nginx as the load balancer in front of two edges
 * (edge/src/main.ts, as production starts them) and as the static origin of RELEASES_DIR, Redis
 * shared by the edges, the provider (provider-api) on its own, the release service, and Prometheus
 * scraping both edges every second. The nginx config is the one deploy/ ships.
 * `npm run drill:topology` runs this file alone.
 */

const repoRoot = path.resolve(__dirname, '../..');
const PORTS = {
  site: drillPort(10),
  static: drillPort(11),
  edges: [drillPort(12), drillPort(13)],
  redis: drillPort(14),
  provider: drillPort(15),
  metrics: [drillPort(16), drillPort(17)],
  prometheus: drillPort(18),
  service: drillPort(19),
};
const SERVICE = `http://127.0.0.1:${PORTS.service}`;
const SITE = `http://127.0.0.1:${PORTS.site}`;
const STATIC = `http://127.0.0.1:${PORTS.static}`;
const TOKEN = `topology-drill-${process.pid}`;
const CONTACT_LIMIT = 5;

/** The release of `name` a page's runtime configuration names. */
const releaseIn = (html: string, name: string) =>
  new RegExp(`"${name}":"[^"]*/${name}/(\\d{8}T\\d{9}Z-[0-9a-f]{16})/remoteEntry\\.js"`).exec(html)?.[1] ?? null;

test.describe.configure({ mode: 'serial' });

test.describe('the production topology on loopback', () => {
  // CI installs nginx (.ci/run): there, a missing nginx fails the drill instead of skipping it.
  test.skip(!nginxBinary() && !process.env.CI, 'nginx is not installed (apt-get install -y nginx)');

  let root: string;
  let env: Record<string, string>;
  let redis: RunningRedis;
  let provider: ServiceProcess;
  let edges: EdgeProcess[];
  let nginx: NginxProcess;
  let prometheus: RunningPrometheus | null = null;
  let service: ServiceProcess;
  let job: OpenJob;
  const providerDb = () => path.join(root, 'provider', 'provider.sqlite');

  // As production starts an edge (`npm run start -w edge`), its render processes started before its first visitor.
  const startEdge = (index: number) =>
    startEdgeProcess({
      entry: 'production',
      label: `topology-edge-${index + 1}`,
      port: PORTS.edges[index],
      env: { ...env, METRICS_PORT: String(PORTS.metrics[index]), RENDER_START: 'listen' },
    });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    root = mkdtempSync(path.join(os.tmpdir(), 'corelink-topology-'));
    redis = await startRedis(PORTS.redis);
    provider = await startService(
      'provider-api',
      process.execPath,
      ['--enable-source-maps', 'provider-api/dist/main.js'],
      { PORT: String(PORTS.provider), HOST: '127.0.0.1', DATA_DIR: path.join(root, 'provider'), PROVIDER_TOKEN: TOKEN },
      `http://127.0.0.1:${PORTS.provider}/jobs/getapijobs/`,
    );
    env = {
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'edge'),
      RELEASES_DIR: path.join(root, 'releases'),
      RELEASES_URL: STATIC,
      REDIS_URL: redis.url,
      PROVIDER_URL: `http://127.0.0.1:${PORTS.provider}`,
      PROVIDER_TOKEN: TOKEN,
      PUBLIC_URL: SITE,
      // The edges trust no proxy unless told: nginx's address, as production sets the load balancer's.
      TRUST_PROXY: '127.0.0.1',
      PREVIEW_SECRET: 'topology-drill-preview-secret',
      CONTACT_RATE_LIMIT_MAX: String(CONTACT_LIMIT),
      APPLY_RATE_LIMIT_MAX: '1000',
      RELEASE_ACTOR: 'topology-drill',
      LOG_LEVEL: 'warn',
      // Shorter than production's 5 s: long enough for nginx, which skips a refusing edge at once.
      DRAIN_DELAY_MS: '2000',
    };
    // The builds go live as releases first (the run's published ones, activated in Redis), as a CI job
    // would publish them; the edges never publish.
    await provideReleases(env);
    // Each edge asks the release service to record the halts and served marks it decides, with an
    // edge's token (in Redis, where every token is).
    const edgeToken = await release(['token', 'add', 'edge', '--edge'], env);
    expect(edgeToken.status, edgeToken.stderr).toBe(0);
    Object.assign(env, {
      RELEASE_SERVICE_URL: `http://127.0.0.1:${PORTS.service}`,
      RELEASE_EDGE_TOKEN: edgeToken.last,
    });
    [edges, prometheus, service] = await Promise.all([
      Promise.all([startEdge(0), startEdge(1)]),
      runsPrometheusTests
        ? startPrometheus(
            PORTS.metrics.map((port) => `127.0.0.1:${port}`),
            { port: PORTS.prometheus, scrapeSeconds: 1 },
          )
        : null,
      // The release service as production starts it, with a token for every package (--local-token).
      startReleaseService(
        PORTS.service,
        { ...env, ...(runsPrometheusTests ? { PROMETHEUS_URL: `http://127.0.0.1:${PORTS.prometheus}` } : {}) },
        ['--local-token'],
      ),
    ]);
    nginx = await startNginx(
      path.join(root, 'nginx'),
      {
        SITE_LISTEN: `127.0.0.1:${PORTS.site}`,
        STATIC_LISTEN: `127.0.0.1:${PORTS.static}`,
        EDGE_1: `127.0.0.1:${PORTS.edges[0]}`,
        EDGE_2: `127.0.0.1:${PORTS.edges[1]}`,
        RELEASES_DIR: env.RELEASES_DIR as string,
        SITE_ORIGIN: SITE,
      },
      `${SITE}/healthz`,
    );
    const db = new BetterSqlite3(providerDb(), { readonly: true });
    job = openJob(db, 'job-0002');
    db.close();
  });

  test.afterAll(async () => {
    await prometheus?.stop();
    await service?.stop();
    await nginx?.stop();
    await Promise.all((edges ?? []).map((edge) => edge.stop()));
    await provider?.stop();
    await redis?.stop();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  test('pages and API calls succeed through nginx, with the release files from the static origin', async () => {
    // Prerendered: the home page's main heading is in the HTML, inside the layout's main area. An edge
    // draws the frames as it starts; a visitor who comes first on a busy machine may get the page before
    // they are drawn (within the render deadline), so the page is asked for until it has them.
    const prerendered = /<main[^>]*>[\s\S]*<h1[\s>][\s\S]*<\/main>/;
    let home = new Response();
    let html = '';
    await expect
      .poll(
        async () => {
          home = await fetch(`${SITE}/`);
          html = await home.text();
          return prerendered.test(html);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(home.status).toBe(200);
    // nginx's own request id (32 hex digits) is kept by the edges, which trust nginx (TRUST_PROXY).
    expect(home.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(html).toContain(`src=${STATIC}/shell/`);
    expect(home.headers.get('content-security-policy')).toContain(`script-src 'self' ${STATIC}`);
    const marketing = releaseIn(html, 'marketing');
    const entry = await fetch(`${STATIC}/marketing/${marketing}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    expect((await fetch(`${SITE}/career`)).status).toBe(200);
    const jobs = await fetch(`${SITE}/api/jobs/getapijobs/?page=1&limit=10`);
    expect(jobs.status).toBe(200);
    expect(((await jobs.json()) as { data: { items: unknown[] } }).data.items.length).toBe(10);
    expect((await fetch(`${SITE}/job-details/job-9999`)).status).toBe(404);
    expect((await fetch(`${SITE}/nowhere`, { redirect: 'manual' })).status).toBe(302);
    // A preview link's token never reaches nginx's access log, under any spelling the edge decodes.
    const token = 'eyJuYW1lIjoic2hlbGwifQ.dG9wb2xvZ3ktZHJpbGwtdG9rZW4';
    await fetch(`${SITE}/about?preview=${token}&x=1`, { redirect: 'manual' });
    await fetch(`${SITE}/about?x=2&%70review=${token}`, { redirect: 'manual' });
    await fetch(`${SITE}/about?preview=${token}&pre%76iew=${token}`, { redirect: 'manual' });
    // nginx logs a request once it has sent the answer, the client may have its answer and send the
    // next first, and another nginx worker may log that one first: the lines in any order.
    const aboutRequests = () =>
      [...readFileSync(path.join(root, 'nginx', 'access.log'), 'utf8').matchAll(/"GET (\/about\?\S*) HTTP/g)]
        .map(([, target]) => target)
        .sort();
    await expect
      .poll(aboutRequests)
      .toEqual(['/about?[redacted]', '/about?preview=[redacted]&x=1', '/about?x=2&%70review=[redacted]']);
    expect(readFileSync(path.join(root, 'nginx', 'access.log'), 'utf8')).not.toContain(token);
    // Readiness is for the load balancer's checks of each edge, not for the internet.
    expect((await fetch(`${SITE}/readyz`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${PORTS.edges[0]}/readyz`)).status).toBe(200);

    // The static origin serves release files and nothing else of RELEASES_DIR.
    for (const hidden of [
      `/marketing/${marketing}.json`,
      '/pointers/current/marketing.json',
      '/release-log.jsonl',
      '/site.json',
      '/.preview-secret',
      `/careers/${releaseIn(html, 'careers')}/server/careers.cjs`,
      `/marketing/${marketing}/mf-stats.json`,
    ]) {
      expect([hidden, (await fetch(`${STATIC}${hidden}`)).status]).toEqual([hidden, 404]);
    }
  });

  test('remotes served from the static origin work with the Content-Security-Policy in Chromium', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    const fromStatic: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(STATIC) && response.ok()) fromStatic.push(response.url());
    });

    await page.goto(`${SITE}/`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expectPage(page, 'marketing/HomePage');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Career' }).click();
    await expectPage(page, 'careers/CareerPage');
    // The job board's cards, with their links to each job, came through the API.
    await expect(page.getByRole('article').locator('a[href^="/job-details/"]').first()).toBeVisible();
    const fontsLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === 'loaded').length;
    });

    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(failed).toEqual([]);
    expect(fromStatic.some((url) => /\/shell\/[^/]+\/[^/]+\.js$/.test(url))).toBe(true);
    expect(fromStatic.some((url) => /\/careers\/[^/]+\/remoteEntry\.js$/.test(url))).toBe(true);
    expect(fontsLoaded).toBeGreaterThan(0);
    await context.close();
  });

  test('the contact rate limit holds across both edges', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= CONTACT_LIMIT; sent += 1) {
      const response = await fetch(`${SITE}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(CONTACT_SUBMISSION),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(CONTACT_LIMIT).fill(200), 429]);
    // nginx shared the posts between the edges: each edge counted some, Redis counted them all.
    for (const port of PORTS.metrics) {
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(metrics).toMatch(
        /edge_http_requests_total\{method="POST",route="\/api\/contact",status="200",package="none",role="none",shell_role="none"\} [1-4]/,
      );
    }
  });

  test('a release activated while both edges run is served by both within 5 s', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'marketing-next-'));
    cpSync(path.join(repoRoot, 'marketing-remote', 'dist'), dist, { recursive: true });
    writeFileSync(path.join(dist, 'release-note.txt'), 'the topology drill’s release\n');
    const published = await release(['publish', 'marketing', '--dist', dist], env);
    rmSync(dist, { recursive: true, force: true });
    expect(published.status, published.stderr).toBe(0);
    const next = published.last;

    const activated = await release(['activate', 'marketing', next], env);
    expect(activated.status, activated.stderr).toBe(0);
    const started = Date.now();
    await expect
      .poll(
        () =>
          Promise.all(
            PORTS.edges.map(async (port) =>
              releaseIn(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'marketing'),
            ),
          ),
        { timeout: 5000, intervals: [100] },
      )
      .toEqual([next, next]);
    console.log(`topology drill: marketing ${next} served by both edges ${Date.now() - started} ms after activation`);
  });

  test("a canary's figures from both edges reach the release service, and its history through Prometheus", async () => {
    test.skip(!prometheus, 'prometheus is not installed (apt-get install -y prometheus)');
    const started = Date.now();
    await expect.poll(() => /RELEASE_TOKEN=(\S+)/.exec(service.output())?.[1]).toBeTruthy();
    const token = /RELEASE_TOKEN=(\S+)/.exec(service.output())?.[1] ?? '';
    const api = async (url: string, body?: object) => {
      const response = await fetch(`${SERVICE}${url}`, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(response.status, url).toBe(200);
      return response.json();
    };
    const marketing = (await api('/api/packages')).packages.find(
      (entry: { name: string }) => entry.name === 'marketing',
    );
    const stable: string = marketing.active.id;
    const canary: string = marketing.previous.id;
    await api('/api/activations', {
      releases: [{ name: 'marketing', id: canary }],
      canaryPercent: 50,
      allowUncommitted: true,
    });
    // Counted only once an edge runs the canary: both, within a second or so.
    await expect
      .poll(() =>
        Promise.all(
          PORTS.metrics.map(async (port) =>
            (await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).includes(
              `edge_release_info{package="marketing",release="${canary}",role="canary"} 1`,
            ),
          ),
        ),
      )
      .toEqual([true, true]);

    // Visitors from networks of their own, taking turns between the edges (from nginx's address, which
    // they trust), until each release has three: one network alone would count for nothing.
    const edgeUrl = (index: number) => `http://127.0.0.1:${PORTS.edges[index % 2]}`;
    const served = { canary: [] as { visitor: FetchVisitor; edge: number }[], stable: [] as FetchVisitor[] };
    for (let index = 0; served.canary.length < 3 || served.stable.length < 3; index += 1) {
      const visitor = new FetchVisitor(edgeUrl(index), `198.18.${index}.7`);
      if ((await visitor.open('/about', 'marketing')) === canary) served.canary.push({ visitor, edge: index });
      else served.stable.push(visitor);
    }
    // Two canary visitors each report a failure to the other edge than the one that served them.
    for (const [index, { visitor, edge }] of served.canary.slice(0, 2).entries()) {
      const elsewhere = new FetchVisitor(edgeUrl(edge + 1), `198.18.${100 + index}.7`);
      for (const [name, value] of visitor.cookies) elsewhere.cookies.set(name, value);
      expect(
        await elsewhere.report({ package: 'marketing', release: canary, route: '/about', kind: 'page-error' }),
      ).toBe(204);
    }
    const expected = {
      canary: { visitors: served.canary.length, failingVisitors: 2, failingNetworks: 2 },
      stable: { visitors: served.stable.length, failingVisitors: 0, failingNetworks: 0 },
    };

    type Point = Record<'canary' | 'stable', Record<string, number>>;
    const sameFigures = (point: Point | null | undefined) =>
      (['canary', 'stable'] as const).every((side) =>
        Object.entries(expected[side]).every(([key, value]) => point?.[side][key] === value),
      );
    let answer: { canaries: { figures: Point | null; history: Point[] | null }[] } | null = null;
    await expect
      .poll(
        async () => {
          answer = await api('/api/canaries');
          const view = answer?.canaries[0];
          return sameFigures(view?.figures) && (view?.history ?? []).some(sameFigures);
        },
        { timeout: 15_000, intervals: [500] },
      )
      .toBe(true);
    expect(answer).toMatchObject({
      figuresFrom: 'redis',
      historyFrom: 'prometheus',
      historyProblem: null,
      canaries: [{ package: 'marketing', canary: { id: canary, percent: 50, halted: false }, stable: { id: stable } }],
    });
    // Each edge scraped reports the window both counted together: within a second, since a scrape reuses
    // the window read for the one before it (edge/src/metrics/canary-window-metrics.ts).
    const failingGauge = `edge_canary_window_failing_visitors{package="marketing",release="${canary}",role="canary"} 2`;
    await expect
      .poll(
        () =>
          Promise.all(
            PORTS.metrics.map(async (port) =>
              (await (await fetch(`http://127.0.0.1:${port}/metrics`)).text()).includes(failingGauge),
            ),
          ),
        { timeout: 5000, intervals: [250] },
      )
      .toEqual([true, true]);
    await api('/api/rollbacks', { packages: ['marketing'] });
    console.log(
      `topology drill: a canary's window (${served.canary.length} canary and ${served.stable.length} stable visitors, ` +
        `2 failing, over both edges) in the release service's Prometheus history ${Date.now() - started} ms after activation`,
    );
  });

  /** What nginx logged about the edges (why it answered 502, say), for a failure's message. */
  const nginxErrors = () => `nginx's error log:\n${readFileSync(path.join(root, 'nginx', 'error.log'), 'utf8')}`;

  test('one edge taken out of nginx and stopped with SIGTERM mid-load: no request refused or failed, every application stored', async () => {
    test.setTimeout(60_000);
    const outcomes = { ok: 0, failed: [] as string[], acknowledged: [] as string[] };
    // Each request on a connection of its own: nginx's reload closes the kept-alive connections of its
    // old workers, and a request sent on one at that moment fails before any answer. A browser sends it
    // again on a new connection; fetch does not, and its failure would be the client's, not the site's.
    const fresh = new Agent({ pipelining: 0 });
    const send = async (target: string, form?: FormData) => {
      if (!form) return fetchThrough(`${SITE}${target}`, { dispatcher: fresh });
      const encoded = new Response(form);
      return fetchThrough(`${SITE}${target}`, {
        method: 'POST',
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
        body: Buffer.from(await encoded.arrayBuffer()),
        dispatcher: fresh,
      });
    };
    let loading = true;
    const paths = ['/', '/career', '/api/jobs/getapijobs/?page=1&limit=10', '/about', '/api/jobs/apijob/job-0003'];
    const getLoop = async (worker: number) => {
      for (let index = worker; loading; index += 1) {
        const target = paths[index % paths.length] as string;
        try {
          const response = await send(target);
          await response.arrayBuffer();
          if (response.status === 200) outcomes.ok += 1;
          else outcomes.failed.push(`${target} ${response.status}`);
        } catch (error) {
          outcomes.failed.push(`${target} ${(error as Error).message}`);
        }
      }
    };
    const applyLoop = async (worker: number) => {
      for (let index = 0; loading; index += 1) {
        const email = `sigterm-${worker}-${index}@example.com`;
        try {
          const response = await send(`/api/jobs/apply/${job.id}`, applicationForm(job, { fields: { email } }));
          await response.arrayBuffer();
          if (response.status === 201) outcomes.acknowledged.push(email);
          else outcomes.failed.push(`apply ${response.status}`);
        } catch (error) {
          outcomes.failed.push(`apply ${(error as Error).message}`);
        }
      }
    };
    const load = [...Array.from({ length: 6 }, (_, worker) => getLoop(worker)), applyLoop(0), applyLoop(1)];
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // As a rollout behind nginx stops an edge. nginx never asks /readyz: it would go on opening
    // connections to the edge until its listener closed, and one opened at that moment is reset after
    // nginx sent it a request, which nginx cannot resend if it is an application (a 502). So the edge
    // is marked `down` and nginx reloaded first; then SIGTERM: readiness fails, it serves on for the
    // drain delay, then finishes what it has.
    await nginx.reload({ EDGE_1: `127.0.0.1:${PORTS.edges[0]} down` });
    const exitCode = await edges[0]?.stop('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    loading = false;
    await Promise.all(load);
    await fresh.close();

    expect(exitCode).toBe(0);
    expect(outcomes.failed, nginxErrors()).toEqual([]);
    expect(outcomes.ok).toBeGreaterThan(20);
    const db = new BetterSqlite3(providerDb(), { readonly: true });
    const stored = new Set(listApplications(db).map((application) => application.fields.email));
    db.close();
    expect(outcomes.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    console.log(
      `topology drill: ${outcomes.ok} GETs and ${outcomes.acknowledged.length} applications through nginx while an edge ` +
        'shut down, none failed',
    );
    // Back to two edges for the next drill.
    edges[0] = await startEdge(0);
    await nginx.reload({ EDGE_1: `127.0.0.1:${PORTS.edges[0]}` });
  });

  test('one edge killed mid-load: no GET lost, every acknowledged application stored', async () => {
    test.setTimeout(60_000);
    // Load on both sides of the kill, counted rather than timed: a busy machine serves fewer a second.
    const ENOUGH = { gets: 20, applications: 2 };
    const gets = { ok: 0, afterKill: 0, failed: [] as string[] };
    let killed = false;
    let loading = true;
    const applications = { acknowledged: [] as string[], refused: 0 };
    const paths = ['/', '/career', '/api/jobs/getapijobs/?page=1&limit=10', '/about', '/api/jobs/apijob/job-0003'];

    const getLoop = async (worker: number) => {
      for (let index = worker; loading; index += 1) {
        const target = paths[index % paths.length] as string;
        try {
          const response = await fetch(`${SITE}${target}`);
          await response.arrayBuffer();
          if (response.status !== 200) gets.failed.push(`${target} ${response.status}`);
          else if (killed) gets.afterKill += 1;
          else gets.ok += 1;
        } catch (error) {
          gets.failed.push(`${target} ${(error as Error).message}`);
        }
      }
    };
    const applyLoop = async (worker: number) => {
      for (let index = 0; loading; index += 1) {
        const email = `drill-${worker}-${index}@example.com`;
        try {
          const response = await fetch(`${SITE}/api/jobs/apply/${job.id}`, {
            method: 'POST',
            body: applicationForm(job, { fields: { email } }),
          });
          await response.arrayBuffer();
          if (response.status === 201) applications.acknowledged.push(email);
          else applications.refused += 1;
        } catch {
          applications.refused += 1;
        }
      }
    };
    const reached = async (condition: () => boolean, what: string) => {
      for (const started = Date.now(); !condition(); await new Promise((resolve) => setTimeout(resolve, 50))) {
        if (Date.now() - started > 20_000) throw new Error(`not ${what} within 20 s: ${JSON.stringify(gets)}`);
      }
    };
    const drive = (async () => {
      try {
        await reached(
          () => gets.ok >= ENOUGH.gets && applications.acknowledged.length >= ENOUGH.applications,
          'enough load before the kill',
        );
        // Killed outright, as a crash or a lost machine would: no graceful shutdown.
        await edges[0]?.stop('SIGKILL');
        killed = true;
        const before = applications.acknowledged.length;
        await reached(
          () => gets.afterKill >= ENOUGH.gets && applications.acknowledged.length >= before + ENOUGH.applications,
          'enough load after the kill',
        );
      } finally {
        loading = false;
      }
    })();
    await Promise.all([
      ...Array.from({ length: 8 }, (_, worker) => getLoop(worker)),
      applyLoop(0),
      applyLoop(1),
      drive,
    ]);

    expect(gets.failed).toEqual([]);
    const db = new BetterSqlite3(providerDb(), { readonly: true });
    const stored = new Set(listApplications(db).map((application) => application.fields.email));
    db.close();
    expect(applications.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    console.log(
      `topology drill: ${gets.ok + gets.afterKill} GETs through nginx (${gets.afterKill} after an edge was killed), ` +
        `${gets.failed.length} failed; ` +
        `${applications.acknowledged.length} applications acknowledged and stored, ${applications.refused} refused`,
    );

    // The other edge carries the site alone meanwhile.
    expect((await fetch(`${SITE}/`)).status).toBe(200);
  });
});
