import { isPhoneField, textFieldNames, toSubmittedPhone } from 'shared-config/validation';
import type { ApplicationValues } from './build-application-schema';

/** The multipart body of an application: text fields, then files, each keyed by its field name. */
export function toApplicationFormData(
  values: ApplicationValues,
  requiredFields: string[],
  requiredFiles: string[],
): FormData {
  const body = new FormData();
  for (const name of textFieldNames(requiredFields, requiredFiles)) {
    const value = values[name];
    if (typeof value !== 'string') continue;
    // The phone input keeps digits only; the number is sent in international form.
    body.append(name, isPhoneField(name) ? toSubmittedPhone(value) : value.trim());
  }
  for (const name of requiredFiles) {
    const file = values[name];
    if (file instanceof File) body.append(name, file, file.name);
  }
  return body;
}
