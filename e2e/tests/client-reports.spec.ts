import { expect, test } from '@playwright/test';
import { E2E_METRICS_PORT } from '../support/ports';

const FAILURE = "Couldn't fetch resource at this time! Please check your network and reload the page.";

/** The release each remote's runtime configuration names on this page. */
const releasesOf = async (html: string) =>
  (
    JSON.parse(/<script id="?runtime-config"?[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      releases: Record<string, string>;
    }
  ).releases;

test('a remote that fails to load in the browser is reported to the edge once, with its release, and counted', async ({
  page,
  request,
}) => {
  const releases = await releasesOf(await (await request.get('/career')).text());
  expect(releases.careers).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{16}$/);
  const reports: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/client-reports')) reports.push(sent.postData() ?? '');
  });
  await page.route('**/releases/careers/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/client-reports'));
  await page.goto('/career');
  await expect(page.getByText(FAILURE)).toBeVisible();
  expect((await answered).status()).toBe(204);

  // Retry fails again: the same failure, not reported twice. Then another remote fails on the same
  // page: its report comes after any the retry would have sent, so once it is there, the list is whole.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(FAILURE)).toBeVisible();
  await page.route('**/releases/contact/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const contactReported = page.waitForRequest(
    (sent) => sent.url().endsWith('/api/client-reports') && (sent.postData() ?? '').includes('"contact"'),
  );
  await page.evaluate(() => {
    window.history.pushState({}, '', '/contact');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await contactReported;
  expect(reports.map((body) => JSON.parse(body))).toEqual([
    { package: 'careers', release: releases.careers, route: '/career', kind: 'remote-load' },
    { package: 'contact', release: releases.contact, route: '/contact', kind: 'remote-load' },
  ]);

  const metrics = await (await request.get(`http://127.0.0.1:${E2E_METRICS_PORT}/metrics`)).text();
  expect(metrics).toMatch(
    new RegExp(
      // No canary runs on this edge, so no token vouches for it: counted, never judged on.
      `edge_client_reports_total\\{package="careers",release="${releases.careers}",kind="remote-load",verified="false"\\} [1-9]`,
    ),
  );
});
