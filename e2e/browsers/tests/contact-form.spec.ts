import { expect } from '@playwright/test';
import { pathOf } from '../../support/page-markers';
import { storedOutbox } from '../../support/provider-database';
import { expectDrawn, openApp } from '../checks/page-drawn';
import { expectSuccessToast } from '../checks/success-toast';
import { test } from '../fixtures';

test('a message sent from the contact form: a success toast, the form emptied, the message in the outbox', async ({
  site,
  engine,
}) => {
  // The contact API's own parameter names, which the form's fields carry.
  const message = {
    firstname: 'Chinedu',
    lastname: 'Balogun',
    email: `chinedu.${engine}.${Date.now()}@example.com`,
    phone: '08031234567',
    subject: 'Penetration test for our payments app',
    message: 'We launch in March and need an external test before then.',
  };
  await openApp(site, pathOf('contact/ContactPage'));
  await expectDrawn(site, 'contact/ContactPage');
  for (const [name, value] of Object.entries(message)) await site.type(`main form [name="${name}"]`, value);
  await site.click('main form button[type="submit"]');

  await expectSuccessToast(site);
  const values = await site.evaluate(
    (names) =>
      names.map((name) => document.querySelector<HTMLInputElement>(`main form [name="${name}"]`)?.value ?? null),
    Object.keys(message),
  );
  expect(values).toEqual(Object.keys(message).map(() => ''));
  expect(storedOutbox().find((mail) => mail.params.email === message.email)?.params).toEqual(message);
});
