import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { startEdgeProcess, type EdgeProcess } from 'edge/test-support';
import { expectPage } from '../support/page-markers';
import { drillPort } from '../support/ports';

async function fillContactForm(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone number').fill('08031234567');
  await page.getByLabel('Subject').fill('Managed cloud');
  await page.getByLabel('Message').fill('We would like a review of our cloud costs.');
}

async function expectSiteStaysUp(page: Page, edge: EdgeProcess) {
  await page.goto(`${edge.url}/about`);
  await expectPage(page, 'marketing/AboutPage');
}

test.describe('provider down', () => {
  let edge: EdgeProcess;
  test.beforeAll(async () => {
    // Nothing listens on port 9 of loopback: every provider call is refused.
    edge = await startEdgeProcess({
      port: drillPort(3),
      env: { PROVIDER_URL: 'http://127.0.0.1:9', PROVIDER_TOKEN: 'drill-token' },
    });
  });
  test.afterAll(async () => edge.stop());

  test('careers shows its error view and the site stays up', async ({ page }) => {
    await page.goto(`${edge.url}/career`);
    await expect(page.getByRole('region', { name: 'Jobs could not be loaded' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expectSiteStaysUp(page, edge);
  });

  test('contact shows the error toast and keeps what the visitor typed', async ({ page }) => {
    await page.goto(`${edge.url}/contact`);
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /unavailable right now/ })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
    await expect(page.getByLabel('Message')).toHaveValue('We would like a review of our cloud costs.');
  });
});

test.describe('provider slow', () => {
  let edge: EdgeProcess;
  let silent: Server;
  test.beforeAll(async () => {
    // A provider that accepts connections and never answers.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    edge = await startEdgeProcess({
      port: drillPort(4),
      env: {
        PROVIDER_URL: `http://127.0.0.1:${port}`,
        PROVIDER_TOKEN: 'drill-token',
        PROVIDER_TIMEOUT_MS: '1500',
      },
    });
  });
  test.afterAll(async () => {
    await edge.stop();
    silent.closeAllConnections();
    silent.close();
  });

  test('careers shows its error view after the timeout and the site stays up', async ({ page }) => {
    await page.goto(`${edge.url}/career`);
    await expect(page.getByRole('region', { name: 'Jobs could not be loaded' })).toBeVisible({ timeout: 30_000 });
    await expectSiteStaysUp(page, edge);
  });

  test('contact shows the error toast and keeps the form', async ({ page }) => {
    await page.goto(`${edge.url}/contact`);
    await fillContactForm(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /too long/ })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Subject')).toHaveValue('Managed cloud');
  });
});
