import { expect, test } from '@playwright/test';
import { htmlErrors } from '../support/html-validity';
import { firstOpenJob } from '../support/open-job';
import { openApp } from '../support/open-page';
import { waitForPageContent } from '../support/page-content';
import { allPageRoutes } from '../support/site-routes';

/*
 * Every composed page is valid HTML by html-validate's standard rules: the HTML the edge sends
 * (prerendered page, frame, head), and the document once the app has taken over and drawn what only
 * the browser draws. Markup errors fail CI like any other defect.
 */

const pages = async (request: Parameters<typeof firstOpenJob>[0]) => {
  const job = await firstOpenJob(request);
  return [
    ...allPageRoutes.map(({ path }) => path),
    // A middle page of the job list (its pager links both ways), a job and a job that does not exist.
    '/career?page=2',
    `/job-details/${job.id}`,
    '/job-details/job-9999',
  ];
};

test.describe('valid HTML', { tag: ['@marketing', '@recruitment'] }, () => {
  test('every composed page, as the edge sends it', async ({ request }) => {
    for (const path of await pages(request)) {
      const html = await (await request.get(path)).text();
      expect({ path, errors: await htmlErrors(html, path) }).toEqual({ path, errors: [] });
    }
  });

  test('every page once the app has drawn it', async ({ page, request }) => {
    for (const path of await pages(request)) {
      await openApp(page, path);
      await waitForPageContent(page);
      expect({ path, errors: await htmlErrors(await page.content(), path) }).toEqual({ path, errors: [] });
    }
  });

  test('the contact form with its errors, and a job page with its application form', async ({ page, request }) => {
    await openApp(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    expect(await htmlErrors(await page.content(), '/contact, errors shown')).toEqual([]);

    const job = await firstOpenJob(request);
    await openApp(page, `/job-details/${job.id}#apply`);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    expect(await htmlErrors(await page.content(), 'application form')).toEqual([]);
  });
});
