import { expect, test, type APIRequestContext } from '@playwright/test';
import { openApp } from '../support/open-page';
import { E2E_METRICS_PORT } from '../support/ports';

/** The release of each package the runtime configuration of a page names. */
const releasesOf = (html: string) =>
  (
    JSON.parse(/<script id="?runtime-config"?[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      releases: Record<string, string>;
    }
  ).releases;

/** How many page views of /about the edge holds a measurement of, per histogram, package and release. */
async function measuredViews(request: APIRequestContext, releases: Record<string, string>) {
  const text = await (await request.get(`http://127.0.0.1:${E2E_METRICS_PORT}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const histogram of ['lcp_seconds', 'cls', 'ttfb_seconds']) {
    for (const name of ['shell', 'marketing']) {
      const series = `edge_web_vitals_${histogram}_count{route="/about",package="${name}",release="${releases[name]}",role="stable"}`;
      const line = text.split('\n').find((each) => each.startsWith(`${series} `));
      counts[`${histogram} ${name}`] = Number(line?.split(' ')[1] ?? 0);
    }
  }
  return counts;
}

test('a page view reports its Core Web Vitals once hidden, and the edge exports them by route and release', async ({
  page,
  request,
}) => {
  const releases = releasesOf(await (await request.get('/about')).text());
  const before = await measuredViews(request, releases);
  // Each beacon seen, and whether the page was still in view when it went.
  const beacons: { hidden: boolean }[] = [];
  let hidden = false;
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/web-vitals')) beacons.push({ hidden });
  });
  // web-vitals comes once the app runs and the browser is idle, never with the page's own files.
  const library = page.waitForResponse((response) => /\/web-vitals\.[0-9a-f]+\.js$/.test(response.url()));
  await openApp(page, '/about');
  expect((await library).status()).toBe(200);
  await page.getByRole('heading', { level: 1 }).click();
  // The click's handlers have run by the next frame's task; the browser reports what they sent (a
  // beacon) before it answers this, so a beacon sent in view is counted in view.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

  // Leaving the page hides it: its measurements go to the edge in one beacon, counted for the page's
  // package and for the shell, each with its release.
  hidden = true;
  await page.goto('about:blank');
  await expect
    .poll(async () => {
      const after = await measuredViews(request, releases);
      return Object.entries(after)
        .filter(([series, count]) => count > (before[series] ?? 0))
        .map(([series]) => series);
    })
    .toEqual(Object.keys(before));
  // None went while the page was in view: by now the browser has told of any it sent then (the one it
  // sends as the page goes is not always seen here, so only those are judged).
  expect(beacons.filter((beacon) => !beacon.hidden)).toEqual([]);
});
