import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openApp } from '../support/open-page';

async function expectNotFoundPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all jobs' })).toHaveAttribute('href', '/career');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('the page of a job that does not exist', { tag: '@recruitment' }, () => {
  test('answers 404 with a not-found page, the same once the app has taken over', async ({ page }) => {
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') answers.push(response.status());
    });
    await openApp(page, '/job-details/job-9999');
    expect(answers).toEqual([404]);
    await expectNotFoundPage(page);
    await expect(page).toHaveTitle('Job not found | Corelink Technologies');
    // axe-core's full default rule set.
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('link', { name: 'See all jobs' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Find your dream job');
  });

  test('shows the same page when reached inside the app', async ({ page }) => {
    await openApp(page, '/career');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/job-details/job-does-not-exist');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectNotFoundPage(page);
  });

  test('a job that exists still answers 200', async ({ request }) => {
    const list = await (await request.get('/api/jobs/getapijobs/?page=1&limit=10')).json();
    const response = await request.get(`/job-details/${list.data.items[0].id}`);
    expect(response.status()).toBe(200);
  });
});
