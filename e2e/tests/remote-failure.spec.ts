import { expect, test, type Page } from '@playwright/test';
import type { PageModuleId } from 'shared-config/site-table';
import { recordSentParts } from '../support/hydration';
import { expectPage, pathOf } from '../support/page-markers';

const FAILURE = "Couldn't fetch resource at this time! Please check your network and reload the page.";

// Each remote's page, and a page of another remote that keeps working while it is down.
const remotes: { name: string; page: PageModuleId; other: PageModuleId }[] = [
  { name: 'marketing', page: 'marketing/AboutPage', other: 'contact/ContactPage' },
  { name: 'careers', page: 'careers/CareerPage', other: 'marketing/AboutPage' },
  { name: 'contact', page: 'contact/ContactPage', other: 'careers/CareerPage' },
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
    await recordSentParts(page);
    await page.goto(pathOf(remote.page));
    await expect(page.getByText(FAILURE)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The page the edge sent stays readable under the failure block: its code failed, not its text.
    const sentHeading = await page.evaluate(
      () => (window as unknown as { sentParts: Record<string, Element | null> }).sentParts.heading?.textContent,
    );
    expect(sentHeading?.trim()).toBeTruthy();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(sentHeading ?? '');

    await navigateInPage(page, pathOf(remote.other));
    await expectPage(page, remote.other);

    await navigateInPage(page, pathOf(remote.page));
    await expect(page.getByText(FAILURE)).toBeVisible();
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same-document'));
    await page.unroute(pattern);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectPage(page, remote.page);
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
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
