// Drives the contact form as a visitor would: by labels, roles and the visible texts.
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockFetch } from './mock-fetch';
import { renderWithProviders } from './render-with-providers';
import { ContactForm } from '../features/contact-form/contact-form';
import { validRequest } from '../features/contact-form/contact-test-data';

export const labels = {
  firstname: 'First name',
  lastname: 'Last name',
  email: 'Email',
  phone: 'Phone number',
  subject: 'Subject',
  message: 'Message',
} as const;

export type Field = keyof typeof labels;

export const field = (name: Field) => screen.getByLabelText(labels[name]);
export const sendButton = () => screen.getByRole('button', { name: /send message|sending/i });
// Toasts are alerts too: the summary is the one inside the form.
export const summary = () =>
  within(screen.getByRole('form', { name: 'Tell us about your project' })).getByRole('alert');

export async function fill(user: UserEvent, values: Partial<Record<Field, string>>) {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
}

// What a visitor fills in: every field but the honeypot.
const { website: _honeypot, ...visibleFields } = validRequest;
export const visibleValues = visibleFields;

/** The form in a fresh real store, with only the network replaced. */
export function renderContactForm() {
  const fetchMock = mockFetch();
  return { fetchMock, ...renderWithProviders(<ContactForm />) };
}
