import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { storedOutbox } from '../support/provider-database';

const params = {
  firstname: 'Chinedu',
  lastname: 'Balogun',
  phone: '08031234567',
  subject: 'Penetration test for our payments app',
  message: 'We launch in March and need an external test before then.',
};

async function fill(page: Page, email: string) {
  await page.getByLabel('First name').fill(params.firstname);
  await page.getByLabel('Last name').fill(params.lastname);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone number').fill(params.phone);
  await page.getByLabel('Subject').fill(params.subject);
  await page.getByLabel('Message').fill(params.message);
}

test(
  'a valid submission shows the toast, clears the form and lands in the outbox',
  { tag: '@marketing' },
  async ({ page }) => {
    const email = `chinedu.${Date.now()}@example.com`;
    await page.goto('/contact');
    await fill(page, email);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Your form has been successfully submitted!')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Message')).toHaveValue('');

    const sent = storedOutbox().find((mail) => mail.params.email === email);
    expect(sent?.subject).toBe('New Contact Submission');
    expect(sent?.toEmail).toBe('enquiries@corelink.example');
    expect(sent?.params).toEqual({ ...params, email });
  },
);

test('an invalid e-mail never reaches the server', { tag: '@marketing' }, async ({ page }) => {
  const contactPosts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/contact')) contactPosts.push(request.url());
  });
  await page.goto('/contact');
  await fill(page, 'chinedu@localhost');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-address');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  expect(contactPosts).toEqual([]);
  await expect(page.getByLabel('First name')).toHaveValue(params.firstname);
});

test('an empty submission explains what is missing without axe violations', { tag: '@marketing' }, async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please all inputs are required')).toBeVisible();
  await expect(page.getByText('First name is required')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
