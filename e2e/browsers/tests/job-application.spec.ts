import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { isEmailField, isNumberField, isPhoneField } from 'shared-config/validation';
import { pathOf } from '../../support/page-markers';
import { storedApplications } from '../../support/provider-database';
import { openJobAskingForFiles } from '../checks/job-with-files';
import { expectDrawn, openApp } from '../checks/page-drawn';
import { expectSuccessToast } from '../checks/success-toast';
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

test('an applicant searches the career list for a job, opens it and applies with a PDF and an image', async ({
  site,
  engine,
  request,
}) => {
  const job = await openJobAskingForFiles(request, 2);
  const files = writeUploadFiles();
  try {
    await openApp(site, `${pathOf('careers/CareerPage')}?q=${encodeURIComponent(job.jobTitle)}`);
    await expectDrawn(site, 'careers/CareerPage');
    await site.click(`main article a[href="/job-details/${encodeURIComponent(job.id)}"]`);
    await expectDrawn(site, 'careers/JobDetailsPage');
    // Reached by a navigation inside the site, the form's script loads at once and the app draws it.
    await waitUntil(site, 'the application form is live', () => {
      const form = document.querySelector('main form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber$'));
    });
    const form = await site.evaluate(() => {
      const controls = [...document.querySelectorAll<HTMLInputElement>('main form [name]')];
      return {
        fields: controls.filter(({ type }) => type !== 'file').map(({ name }) => name),
        files: controls.filter(({ type }) => type === 'file').map(({ name }) => name),
      };
    });
    expect(form.files, 'the file fields of the job').toEqual(job.requiredFiles);

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
    await expectSuccessToast(site);

    const stored = storedApplications().find((application) => application.fields.email === email);
    expect(stored?.jobId).toBe(job.id);
    const storedFiles = Object.fromEntries((stored?.files ?? []).map((file) => [file.fieldName, file.sha256]));
    expect(storedFiles).toEqual(Object.fromEntries(chosen.map(({ name, file }) => [name, sha256(file.content)])));
  } finally {
    files.remove();
  }
});
