import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { isEmailField, isNumberField, isPhoneField } from 'shared-config/validation';
import { pathOf } from '../../support/page-markers';
import { storedApplications } from '../../support/provider-database';
import { expectDrawn, openApp } from '../checks/page-drawn';
import { writeUploadFiles } from '../checks/upload-files';
import { waitUntil } from '../checks/wait-until';
import { test } from '../fixtures';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** An answer of the right kind for a field the job asks for, as an applicant types it. */
function answerFor(name: string, email: string): string {
  if (isEmailField(name)) return email;
  if (isPhoneField(name)) return '8031234567';
  if (isNumberField(name)) return '7';
  if (/(url|linkedin|website|portfolio|github)/i.test(name)) return 'https://ada.example.com';
  return 'Ada';
}

test('an applicant opens a job from the career list and applies with a PDF and an image', async ({ site, engine }) => {
  const files = writeUploadFiles();
  try {
    await openApp(site, pathOf('careers/CareerPage'));
    await expectDrawn(site, 'careers/CareerPage');
    // Only a job that takes applications links to its page from the list.
    await site.click('main article a[href^="/job-details/"]');
    await expectDrawn(site, 'careers/JobDetailsPage');
    await waitUntil(
      site,
      'the application form is live',
      () => document.querySelector('main form:not([inert])') !== null,
    );
    const form = await site.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLInputElement>('main form [name]')];
      return {
        jobId: decodeURIComponent(location.pathname.split('/').pop() ?? ''),
        fields: controls.filter(({ type }) => type !== 'file').map(({ name }) => name),
        files: controls.filter(({ type }) => type === 'file').map(({ name }) => name),
      };
    });
    expect(form.files.length, 'file fields of the job').toBeGreaterThan(0);

    const email = `ada.${engine}.${Date.now()}@example.com`;
    for (const name of form.fields) await site.type(`main form [name="${name}"]`, answerFor(name, email));
    // The first file a PDF, any other an image (its preview drawn from an object URL).
    const chosen = form.files.map((name, index) => ({ name, file: index === 0 ? files.pdf : files.png }));
    for (const { name, file } of chosen) await site.upload(`main form input[type="file"][name="${name}"]`, file.path);
    await waitUntil(
      site,
      'the form is complete',
      () => document.querySelector('main form button[type="submit"]:not([disabled])') !== null,
    );
    await site.click('main form button[type="submit"]');
    await waitUntil(site, 'a success toast is shown', () =>
      Boolean(document.querySelector('.Toastify__toast--success')?.checkVisibility()),
    );

    const stored = storedApplications().find((application) => application.fields.email === email);
    expect(stored?.jobId).toBe(form.jobId);
    const storedFiles = Object.fromEntries((stored?.files ?? []).map((file) => [file.fieldName, file.sha256]));
    expect(storedFiles).toEqual(Object.fromEntries(chosen.map(({ name, file }) => [name, sha256(file.content)])));
  } finally {
    files.remove();
  }
});
