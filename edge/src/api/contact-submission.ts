import { ValidationError } from 'yup';
import { CONTACT_FIELDS, contactHandlerError, contactSchema, type ContactSubmission } from 'shared-config/validation';
import { ApiError } from '../api-error/api-error';
import type { ContactBody } from './schemas/contact-body';

const HONEYPOT_FIELD = 'website';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A filled-in honeypot: the hidden field only bots see and complete. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const value = body[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

// yup reports object fields in no useful order; the first message is the first field's, as on the form.
function firstMessage(error: ValidationError): string {
  const errors = error.inner.length ? error.inner : [error];
  const rank = (path: string | undefined) => {
    const index = CONTACT_FIELDS.findIndex((field) => field === path);
    return index < 0 ? CONTACT_FIELDS.length : index;
  };
  const [first] = [...errors].sort((a, b) => rank(a.path) - rank(b.path));
  return first?.message ?? error.message;
}

/**
 * The browser's rules again, in the browser's order, on a body whose shape its schema has checked:
 * the contact schema (the first field's first message), then the submit handler's checks. Returns
 * the trimmed submission.
 */
export async function parseContactSubmission(body: ContactBody): Promise<ContactSubmission> {
  let values: ContactSubmission;
  try {
    values = await contactSchema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ApiError(400, firstMessage(error));
    throw error;
  }
  const handlerError = contactHandlerError(values);
  if (handlerError !== null) throw new ApiError(400, handlerError);
  return values;
}
