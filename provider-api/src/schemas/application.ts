import { Type, type TObject, type TString } from '@sinclair/typebox';
import { MAX_UPLOAD_BYTES } from 'shared-config/validation/upload-rules';

export const ApplicationAnswer = Type.Object(
  { data: Type.Object({ id: Type.String() }), message: Type.String() },
  { description: 'Stored durably: files on stable storage, rows committed' },
);

/**
 * The multipart body, for the OpenAPI document only: it is read part by part as it arrives (files
 * streamed to disk), so fastify never holds it whole to validate; the text fields are validated
 * once read, against applicationFieldsSchema.
 */
export const ApplicationForm = Type.Object(
  {},
  {
    description: `The text fields the job's requiredFields name and the files its requiredFiles name (at most ${MAX_UPLOAD_BYTES} bytes each); other parts are read and dropped`,
    additionalProperties: Type.Union([Type.String(), Type.String({ format: 'binary' })]),
  },
);

export type ApplicationFields = TObject<Record<string, TString>>;

/** The text fields a job asks for, each present (a blank one is not kept: receive-application-parts.ts). */
export const applicationFieldsSchema = (requiredFields: readonly string[]): ApplicationFields =>
  Type.Object(Object.fromEntries(requiredFields.map((name) => [name, Type.String()])));
