import { expect, test, type Page } from '@playwright/test';

const FAILURE = "Couldn't fetch resource at this time! Please check your network and reload the page.";

const remotes = [
  {
    name: 'marketing',
    path: '/about',
    heading: 'Your Trusted Partner',
    other: '/contact',
    otherHeading: "Let's Talk IT",
  },
  {
    name: 'careers',
    path: '/career',
    heading: 'Find your dream job',
    other: '/about',
    otherHeading: 'Your Trusted Partner',
  },
  {
    name: 'contact',
    path: '/contact',
    heading: "Let's Talk IT Solutions",
    other: '/career',
    otherHeading: 'Find your dream job',
  },
];

async function navigateInPage(page: Page, path: string) {
  // Client-side navigation, as a link would do it, so the document (and its marker) stays.
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

for (const remote of remotes) {
  test(`${remote.name} down: only its area fails, the rest works, retry recovers without a reload`, async ({
    page,
  }) => {
    const pattern = `**/releases/${remote.name}/**`;
    await page.route(pattern, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto(remote.path);
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await navigateInPage(page, remote.other);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(remote.otherHeading);

    await navigateInPage(page, remote.path);
    await expect(page.getByText(FAILURE)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(remote.heading);
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same-document');
  });
}

test('a remote that never answers fails after 5 seconds instead of hanging', async ({ page }) => {
  await page.route('**/releases/contact/**', () => {
    // never answered
  });
  await page.goto('/contact');
  await expect(page.getByText(FAILURE)).toBeVisible({ timeout: 9000 });
  await expect(page.getByRole('banner')).toBeVisible();
});
