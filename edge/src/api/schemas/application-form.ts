import { Type } from '@sinclair/typebox';
import {
  ACCEPTED_FILE_TYPES,
  MAX_APPLICATION_FIELD_LENGTH,
  MAX_APPLICATION_FIELD_NAME_LENGTH,
  MAX_APPLICATION_FIELDS,
  MAX_APPLICATION_FILES,
  MAX_UPLOAD_BYTES,
  PHONE_MAX_DIGITS,
} from 'shared-config/validation';
import { PART_NAME_PATTERN } from '../receive-application';

const FILE_KINDS = Object.keys(ACCEPTED_FILE_TYPES).map((kind) => kind.toUpperCase());

const TextPart = Type.String({
  maxLength: MAX_APPLICATION_FIELD_LENGTH,
  description:
    "A text field the job names in requiredFields: not blank, and in the format its name asks for (the form's " +
    'own rules): "email" or "emailAddress" an address, a name holding "phone" an optional + and at most ' +
    `${PHONE_MAX_DIGITS} digits, one starting "years", "number" or "age" a whole number. The first value sent ` +
    'for a name is the one kept',
});

const FilePart = Type.String({
  format: 'binary',
  description:
    `A file the job names in requiredFiles, at most ${MAX_UPLOAD_BYTES} bytes, not empty, and by its content ` +
    `(its name and declared type are not trusted) one of ${FILE_KINDS.join(', ')}`,
});

/**
 * `POST /api/jobs/apply/:id`'s multipart body, for the OpenAPI document only: the edge reads it part
 * by part as it arrives (files spooled to disk and checked by their content), so fastify never holds
 * it whole to validate. Which fields and files a job asks for is the job's own (GET
 * /api/jobs/apijob/:id); the limits here are receive-application.ts's, the rules the form's.
 */
export const ApplicationForm = Type.Object(
  {},
  {
    description:
      `The text fields and files the job asks for, in any order: at most ${MAX_APPLICATION_FIELDS} text fields ` +
      `and ${MAX_APPLICATION_FILES} files. A part's name is letters, digits, space and _ . [ ] -, at most ` +
      `${MAX_APPLICATION_FIELD_NAME_LENGTH} characters. The first problem found, part by part and then in the job's ` +
      'order, is the refusal; a file input left blank (a nameless empty part) counts as not sent.',
    propertyNames: { pattern: PART_NAME_PATTERN.source, maxLength: MAX_APPLICATION_FIELD_NAME_LENGTH },
    additionalProperties: Type.Union([TextPart, FilePart]),
    maxProperties: MAX_APPLICATION_FIELDS + MAX_APPLICATION_FILES,
  },
);
