import { object, string, type InferType } from 'yup';
import { isWellFormedText, notTextMessage } from './well-formed-text';

// Bounds keep the edge safe from oversized posts; the form shows no limit, so they are generous (docs/product-rules.md#contact-form).
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 200, message: 5000 } as const;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

// Every contact field is text the e-mail carries: well-formed, or refused by name.
const text = (label: string) => string().trim().test('well-formed', notTextMessage(label), isWellFormedText);

/** The contact form's rules and messages, used by the browser form and again by the edge. */
export const contactSchema = object({
  firstname: text('First name')
    .required('First name is required')
    .max(CONTACT_LIMITS.name, tooLong('First name', CONTACT_LIMITS.name)),
  lastname: text('Last name')
    .required('Last name is required')
    .max(CONTACT_LIMITS.name, tooLong('Last name', CONTACT_LIMITS.name)),
  email: text('Email')
    .required('Email is required')
    .email('Invalid email')
    .max(CONTACT_LIMITS.email, tooLong('Email', CONTACT_LIMITS.email)),
  phone: text('Phone number')
    .required('Phone number is required')
    .matches(/^\d+$/, 'Phone number must be digits')
    .max(CONTACT_LIMITS.phone, tooLong('Phone number', CONTACT_LIMITS.phone)),
  subject: text('Subject')
    .required('Subject is required')
    .max(CONTACT_LIMITS.subject, tooLong('Subject', CONTACT_LIMITS.subject)),
  message: text('Message')
    .required('Message is required')
    .max(CONTACT_LIMITS.message, tooLong('Message', CONTACT_LIMITS.message)),
});

export type ContactSubmission = InferType<typeof contactSchema>;

export const CONTACT_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'subject', 'message'] as const;

export const EMPTY_CONTACT: ContactSubmission = {
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};
