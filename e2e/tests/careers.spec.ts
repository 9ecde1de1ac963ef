import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { storedApplications } from '../support/provider-database';
import { samplePdf, samplePng } from '../support/sample-files';

const sha256 = (buffer: Buffer) => createHash('sha256').update(buffer).digest('hex');

test(
  'a visitor searches, filters, pages, opens a job and applies with a PDF and an image',
  { tag: '@recruitment' },
  async ({ page }) => {
    await page.goto('/career');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your dream job' })).toBeVisible();

    // Page through the full listing.
    const firstCardTitle = page.getByRole('article').first().getByRole('heading');
    const firstTitle = await firstCardTitle.textContent();
    await page.getByRole('link', { name: /page 2/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(firstCardTitle).not.toHaveText(firstTitle ?? '');

    // Search a title and filter by Remote: applied only on Search, and kept in the URL.
    await page.getByLabel('Title').fill('developer');
    await page.getByLabel('Locations').selectOption('Remote');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=developer/);
    await expect(page).toHaveURL(/location=Remote/);
    const card = page.getByRole('article').filter({ hasText: 'Mobile Developer (React Native)' });
    await expect(card).toBeVisible();
    for (const location of await page.getByRole('article').allTextContents()) expect(location).toContain('Remote');

    await card.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mobile Developer (React Native)' })).toBeVisible();
    const jobId = new URL(page.url()).pathname.split('/').pop();

    const before = storedApplications().length;
    const email = `ada.${Date.now()}@example.com`;
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').pressSequentially('8031234567');
    await page.getByLabel('Portfolio Url').fill('https://ada.example.com');
    const pdf = samplePdf();
    const png = samplePng();
    await page
      .locator('input[type=file][name="resume"]')
      .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page
      .locator('input[type=file][name="portfolio"]')
      .setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('ada-cv.pdf')).toBeVisible();
    await expect(page.getByRole('img', { name: /work\.png/ })).toBeVisible();

    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Application submitted successfully')).toBeVisible();

    const applications = storedApplications();
    expect(applications).toHaveLength(before + 1);
    const stored = applications.find((application) => application.fields.email === email);
    expect(stored?.jobId).toBe(jobId);
    const files = Object.fromEntries((stored?.files ?? []).map((file) => [file.fieldName, file]));
    expect(files.resume?.sha256).toBe(sha256(pdf));
    expect(files.portfolio?.sha256).toBe(sha256(png));
    expect(sha256(readFileSync(files.portfolio?.storedPath ?? ''))).toBe(sha256(png));
  },
);

test('a closed job says so instead of showing the form', { tag: '@recruitment' }, async ({ page, request }) => {
  const list = await (await request.get('/api/jobs/getapijobs/?page=1&limit=30&q=')).json();
  let closed: { id: string } | undefined;
  for (let pageNumber = 1; !closed && pageNumber <= 3; pageNumber += 1) {
    const answer =
      pageNumber === 1 ? list : await (await request.get(`/api/jobs/getapijobs/?page=${pageNumber}&limit=30`)).json();
    closed = answer.data.items.find((job: { status: string }) =>
      ['closed', 'close'].includes(job.status.toLowerCase()),
    );
  }
  expect(closed).toBeDefined();
  await page.goto(`/job-details/${closed?.id}`);
  await expect(page.getByText('This position is closed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);
});
