import { contactSchema, EMPTY_CONTACT } from 'shared-config/validation';
import type { ContactRequest } from './contact-slice';

export type ContactFormValues = ContactRequest;
export type ContactFieldName = keyof ContactFormValues;

export const EMPTY_CONTACT_FORM: ContactFormValues = { ...EMPTY_CONTACT, website: '' };

/** The request as the edge should see it: the schema's trimmed values, honeypot untouched. */
export function toContactRequest(values: ContactFormValues): ContactRequest {
  return { ...contactSchema.cast(values), website: values.website };
}

export const fieldId = (name: ContactFieldName) => `contact-${name}`;
export const SUMMARY_ID = 'contact-form-summary';
