import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PROVIDER_TOKEN } from '../support/provider-token';

const repoRoot = path.resolve(__dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('the provider credential is in no built asset', () => {
  const dists = ['shell', 'marketing-remote', 'careers-remote', 'contact-remote'].map((pkg) =>
    path.join(repoRoot, pkg, 'dist'),
  );
  const files = dists.flatMap(filesUnder);
  expect(files.length).toBeGreaterThan(20);
  const leaking = files.filter((file) => readFileSync(file).includes(E2E_PROVIDER_TOKEN));
  expect(leaking).toEqual([]);
});

test('the provider credential is in no page, script or API answer a visitor receives', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    const headers = JSON.stringify(await response.allHeaders());
    const body = await response.text().catch(() => '');
    bodies.push(headers + body);
  });
  for (const route of ['/', '/career', '/contact']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Send message' }).click();
  expect(bodies.length).toBeGreaterThan(10);
  expect(bodies.filter((body) => body.includes(E2E_PROVIDER_TOKEN))).toEqual([]);
  expect(bodies.some((body) => body.includes('Bearer'))).toBe(false);
});
