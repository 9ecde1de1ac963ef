import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from '../support/csp-violations';
import { firstOpenJob } from '../support/open-job';
import { openApp } from '../support/open-page';
import { waitForPageContent } from '../support/page-content';
import { allPageRoutes } from '../support/site-routes';

const styleSrcOf = (policy: string) => policy.split(';').find((directive) => directive.startsWith('style-src ')) ?? '';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The texts of the <style> elements the page arrived with (the ones React has not added). */
const arrivedStyles = (page: Page) =>
  page.locator('head style[data-href]').evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));

test.describe('the Content-Security-Policy', { tag: ['@marketing', '@recruitment'] }, () => {
  for (const width of [1440, 390]) {
    test(`allows no inline style but each page's own, and no page breaks it at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const violations = await recordCspViolations(page);
      for (const { path } of allPageRoutes) {
        const response = await page.goto(path);
        const styleSrc = styleSrcOf(response?.headers()['content-security-policy'] ?? '');
        expect(styleSrc).toMatch(/^style-src 'self'/);
        expect(styleSrc).not.toContain("'unsafe-inline'");
        for (const text of await arrivedStyles(page)) expect(styleSrc).toContain(hashOf(text));
        await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
        await waitForPageContent(page);
      }
      expect(violations()).toEqual([]);
    });
  }

  test("allows no inline script but the shell's own start reporter, by its hash", async ({ request }) => {
    const response = await request.get('/about');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = [...head.matchAll(/<script>(.*?)<\/script>/g)].map(([, text = '']) => text);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('shell-start');
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hashOf(inline[0] ?? '')}`);
  });

  test('a job page with its phone country list open breaks nothing', async ({ page, request }) => {
    const violations = await recordCspViolations(page);
    const job = await firstOpenJob(request);
    await openApp(page, `/job-details/${job.id}`);
    await page.evaluate(() => document.getElementById('apply')?.scrollIntoView());
    await page.getByTitle('Nigeria: + 234').click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('listbox').getByText('Ghana', { exact: true }).click();
    await expect(page.getByTitle(/^Ghana/)).toBeVisible();
    expect(violations()).toEqual([]);
  });

  test('the contact form, with its errors and then its toast, breaks nothing', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await openApp(page, '/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByLabel('First name').fill('Chinedu');
    await page.getByLabel('Last name').fill('Balogun');
    await page.getByLabel('Email').fill(`chinedu.csp.${Date.now()}@example.com`);
    await page.getByLabel('Phone number').fill('08031234567');
    await page.getByLabel('Subject').fill('Managed cloud');
    await page.getByLabel('Message').fill('A review of our cloud costs, please.');
    await page.getByRole('button', { name: 'Send message' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Your form has been successfully submitted!' });
    await expect(toast).toBeVisible();
    // Styled by the stylesheet the site ships, not by one the library injects: it floats top right.
    const container = page.locator('.Toastify__toast-container');
    await expect(container).toHaveCSS('position', 'fixed');
    const box = await container.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan((page.viewportSize()?.width ?? 0) - 40);
    expect(violations()).toEqual([]);
  });

  test('refuses an inline style the edge did not send, and the check sees it', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await openApp(page, '/about');
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { background: red }';
      document.head.append(style);
    });
    await expect.poll(violations).toEqual([expect.stringContaining('/about: style-src-elem: inline')]);
    await expect(page.locator('body')).not.toHaveCSS('background-color', 'rgb(255, 0, 0)');
  });
});
