import { expect, test, type Page } from '@playwright/test';
import { firstOpenJob } from '../support/open-job';
import { storedApplications } from '../support/provider-database';
import { samplePdf } from '../support/sample-files';

// The phone field starts as a plain input and becomes the country list (react-phone-input-2) when its
// script arrives. A number filled in one go, as browser autofill fills name, e-mail and phone
// together, must survive that, whenever it happens.
const NUMBER = '+2348031234567';
const SHOWN = '+234 803 123 456 7';

interface JobForm {
  requiredFields: string[];
  requiredFiles: string[];
}

const phoneInput = (page: Page) => page.getByLabel('Phone Number');
const countryList = (page: Page) => page.getByTitle('Nigeria: + 234');

/** Fills every field of the job's form in one go each, the phone with the whole number. */
async function fillForm(page: Page, form: JobForm, email: string) {
  for (const name of form.requiredFields) {
    const value = /phone/i.test(name)
      ? NUMBER
      : /e-?mail/i.test(name)
        ? email
        : /(url|linkedin|website|portfolio|github)/i.test(name)
          ? 'https://ada.example.com'
          : 'Ada';
    await page.locator(`[name="${name}"]`).fill(value);
  }
  for (const name of form.requiredFiles) {
    await page
      .locator(`input[type=file][name="${name}"]`)
      .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
  }
}

/** Holds the country list's script back until the returned function is called. */
async function holdCountryList(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/releases\/careers\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('react-tel-input')) await held;
    await route.fulfill({ response, body });
  });
  return release;
}

/** Submits and returns the phone number the provider stored. */
async function submittedPhone(page: Page, email: string): Promise<string | undefined> {
  await expect(page.getByText('Please fill in all fields')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully')).toBeVisible();
  return storedApplications().find((application) => application.fields.email === email)?.fields.phoneNumber;
}

test.describe('a phone number filled in one go on a job page', { tag: '@recruitment' }, () => {
  let jobUrl: string;
  let form: JobForm;
  test.beforeEach(async ({ request }) => {
    const job = await firstOpenJob(request);
    jobUrl = `/job-details/${job.id}`;
    form = (await (await request.get(`/api/jobs/apijob/${job.id}`)).json()).data;
    expect(form.requiredFields).toContain('phoneNumber');
  });

  test('at once after the page has loaded stays when the country list takes over', async ({ page }) => {
    const email = `ada.at-once.${Date.now()}@example.com`;
    await page.goto(jobUrl);
    await fillForm(page, form, email);
    await expect(countryList(page)).toBeVisible();
    await expect(phoneInput(page)).toHaveValue(SHOWN);
    expect(await submittedPhone(page, email)).toBe(NUMBER);
  });

  test('while the country list is still on its way stays when it takes over', async ({ page }) => {
    const release = await holdCountryList(page);
    const email = `ada.held.${Date.now()}@example.com`;
    await page.goto(jobUrl);
    await fillForm(page, form, email);
    await expect(phoneInput(page)).toHaveValue(NUMBER);
    await expect(countryList(page)).toHaveCount(0);
    release();
    await expect(countryList(page)).toBeVisible();
    await expect(phoneInput(page)).toHaveValue(SHOWN);
    expect(await submittedPhone(page, email)).toBe(NUMBER);
  });

  test('pasted after the code the field shows while the list is on its way is the number', async ({ page }) => {
    const release = await holdCountryList(page);
    const email = `ada.pasted.${Date.now()}@example.com`;
    await page.goto(jobUrl);
    await fillForm(
      page,
      { ...form, requiredFields: form.requiredFields.filter((name) => name !== 'phoneNumber') },
      email,
    );
    // A click leaves the caret after '+234'; the whole number then arrives in one go there.
    await phoneInput(page).click();
    await page.keyboard.insertText(NUMBER);
    await expect(phoneInput(page)).toHaveValue(NUMBER);
    release();
    await expect(countryList(page)).toBeVisible();
    await expect(phoneInput(page)).toHaveValue(SHOWN);
    expect(await submittedPhone(page, email)).toBe(NUMBER);
  });

  test('after the country list has loaded replaces the code it shows', async ({ page }) => {
    const email = `ada.after.${Date.now()}@example.com`;
    await page.goto(jobUrl);
    // Scrolled to by the page, not by a locator: the field's input is replaced as the list takes over.
    await page.evaluate(() => document.getElementById('apply')?.scrollIntoView());
    await expect(countryList(page)).toBeVisible();
    await fillForm(page, form, email);
    await expect(phoneInput(page)).toHaveValue(SHOWN);
    expect(await submittedPhone(page, email)).toBe(NUMBER);
  });
});
