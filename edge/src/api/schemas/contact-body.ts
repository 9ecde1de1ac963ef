import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CONTACT_LIMITS, type CONTACT_FIELDS } from 'shared-config/validation';

type ContactField = (typeof CONTACT_FIELDS)[number];

// null is taken as the field not given (the form's rules then call it missing, by its label).
const textOrNull = Type.Optional(Type.Union([Type.String(), Type.Null()]));

/**
 * `POST /api/contact`'s body as fastify validates it: its shape only, an object whose fields, when
 * given, are text. The rules (required, trimmed lengths, e-mail, phone digits, well-formed text) are
 * the form's yup schema, shared with the browser and run by the handler as the second step
 * (contact-submission.ts): JSON Schema cannot say them exactly (yup trims before it measures, and
 * counts UTF-16 units where JSON Schema counts characters), nor in the form's words ("First name
 * is required"), which are the refusals. Other fields are allowed and dropped.
 */
export const ContactBody = Type.Object({
  firstname: textOrNull,
  lastname: textOrNull,
  email: textOrNull,
  phone: textOrNull,
  subject: textOrNull,
  message: textOrNull,
} satisfies Record<ContactField, TSchema>);
export type ContactBody = Static<typeof ContactBody>;

const requiredText = (label: string, max: number) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    description: `${label}: required, at most ${max} characters once trimmed`,
  });

/**
 * The same body for the OpenAPI document: what the form's rules accept, field by field, with their
 * limits (CONTACT_LIMITS). Refusals name the field as the form labels it.
 */
export const ContactForm = Type.Object(
  {
    firstname: requiredText('First name', CONTACT_LIMITS.name),
    lastname: requiredText('Last name', CONTACT_LIMITS.name),
    email: Type.String({
      format: 'email',
      maxLength: CONTACT_LIMITS.email,
      description: `Email: required, an address with a domain suffix (name@example.com), at most ${CONTACT_LIMITS.email} characters once trimmed`,
    }),
    phone: Type.String({
      pattern: '^\\d+$',
      maxLength: CONTACT_LIMITS.phone,
      description: `Phone number: required, digits only, at most ${CONTACT_LIMITS.phone} of them once trimmed`,
    }),
    subject: requiredText('Subject', CONTACT_LIMITS.subject),
    message: requiredText('Message', CONTACT_LIMITS.message),
  } satisfies Record<ContactField, TSchema>,
  {
    description:
      'A message to the company, sent on by e-mail. Every field is required, trimmed, and well-formed text; ' +
      'the first problem in the form\'s order is the refusal, in the form\'s words, e.g. "First name is required"',
  },
);
