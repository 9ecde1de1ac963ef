import { CONTACT_FIELDS, type ContactSubmission } from './contact-schema';

export const ALL_INPUTS_REQUIRED = 'Please all inputs are required';
export const INVALID_EMAIL_ADDRESS = 'Please enter a valid email address.';

// The "standard address pattern" of the original submit handler: something@something.tld.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The submit handler's own checks, in their order (docs/product-rules.md#contact-form); null when the submission may proceed. */
export function contactHandlerError(values: ContactSubmission): string | null {
  if (CONTACT_FIELDS.some((field) => values[field].trim() === '')) return ALL_INPUTS_REQUIRED;
  if (!EMAIL_PATTERN.test(values.email.trim())) return INVALID_EMAIL_ADDRESS;
  return null;
}
