import { mixed, object, string, ValidationError, type AnySchema, type ObjectSchema } from 'yup';
import {
  isAcceptedMediaType,
  MAX_APPLICATION_FIELD_LENGTH,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
} from 'shared-config/validation';
import { isEmailField, isPhoneField } from './field-kinds';

/** One text value per required field, one file (or nothing yet) per required file. */
export type ApplicationValues = Record<string, string | File | null>;
export type ApplicationErrors = Record<string, string>;

/** The phone input's own limit: up to 15 digits unless long numbers are enabled (docs/product-rules.md#application-form). */
export const PHONE_MAX_DIGITS = 15;

function textRule(name: string): AnySchema {
  let rule = string()
    .trim()
    .required(UPLOAD_MESSAGES.required)
    .max(MAX_APPLICATION_FIELD_LENGTH, `Must be at most ${MAX_APPLICATION_FIELD_LENGTH} characters`);
  if (isEmailField(name)) rule = rule.email(UPLOAD_MESSAGES.invalidEmail);
  if (isPhoneField(name)) {
    rule = rule.matches(new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`), `Enter at most ${PHONE_MAX_DIGITS} digits`);
  }
  return rule;
}

function fileRule(): AnySchema {
  return mixed<File>()
    .required(UPLOAD_MESSAGES.required)
    .test('file-size', UPLOAD_MESSAGES.tooLarge, (file) => !file || file.size <= MAX_UPLOAD_BYTES)
    .test('file-type', UPLOAD_MESSAGES.unsupported, (file) => !file || isAcceptedMediaType(file.type));
}

/** Text field names that are not also file names (a name is one or the other, files win). */
export function textFieldNames(requiredFields: string[], requiredFiles: string[]): string[] {
  return requiredFields.filter((name) => !requiredFiles.includes(name));
}

/** The yup schema for a job's own requirements, with the form's messages (docs/product-rules.md#application-form). */
export function buildApplicationSchema(
  requiredFields: string[],
  requiredFiles: string[],
): ObjectSchema<ApplicationValues> {
  // fromEntries defines own keys, so no field name can reach the object's prototype.
  const shape = Object.fromEntries([
    ...textFieldNames(requiredFields, requiredFiles).map((name) => [name, textRule(name)] as const),
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
