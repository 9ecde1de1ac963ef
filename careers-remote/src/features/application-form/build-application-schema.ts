import { mixed, object, ValidationError, type AnySchema, type ObjectSchema } from 'yup';
import {
  applicationTextRule,
  isAcceptedMediaType,
  MAX_UPLOAD_BYTES,
  textFieldNames,
  UPLOAD_MESSAGES,
} from 'shared-config/validation';

/** One text value per required field, one file (or nothing yet) per required file. */
export type ApplicationValues = Record<string, string | File | null>;
export type ApplicationErrors = Record<string, string>;

function fileRule(): AnySchema {
  return mixed<File>()
    .required(UPLOAD_MESSAGES.required)
    .test('file-size', UPLOAD_MESSAGES.tooLarge, (file) => !file || file.size <= MAX_UPLOAD_BYTES)
    .test('file-type', UPLOAD_MESSAGES.unsupported, (file) => !file || isAcceptedMediaType(file.type));
}

/** The yup schema for a job's own requirements, with the form's messages (docs/product-rules.md#application-form); text rules shared with the edge. */
export function buildApplicationSchema(
  requiredFields: string[],
  requiredFiles: string[],
): ObjectSchema<ApplicationValues> {
  // fromEntries defines own keys, so no field name can reach the object's prototype.
  const shape = Object.fromEntries([
    ...textFieldNames(requiredFields, requiredFiles).map((name) => [name, applicationTextRule(name)] as const),
    ...requiredFiles.map((name) => [name, fileRule()] as const),
  ]);
  return object(shape) as unknown as ObjectSchema<ApplicationValues>;
}

export function emptyApplication(requiredFields: string[], requiredFiles: string[]): ApplicationValues {
  return Object.fromEntries([
    ...textFieldNames(requiredFields, requiredFiles).map((name) => [name, ''] as const),
    ...requiredFiles.map((name) => [name, null] as const),
  ]);
}

/** Every message for `values`, keyed by field name (the form's state before anyone has typed). */
export function collectApplicationErrors(
  schema: ObjectSchema<ApplicationValues>,
  values: ApplicationValues,
): ApplicationErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: ApplicationErrors = {};
    for (const issue of error.inner) {
      if (issue.path && !(issue.path in errors)) errors[issue.path] = issue.message;
    }
    return errors;
  }
}
