import { string, type StringSchema } from 'yup';
import { MAX_APPLICATION_FIELD_LENGTH, UPLOAD_MESSAGES } from './upload-rules';
import { isWellFormedText } from './well-formed-text';

// The provider names an application's fields freely; these rules recognise the kinds that have a
// format of their own. The careers form and the edge both read them, so they refuse the same answers.

/** The phone input's own limit: up to 15 digits, country code included (E.164). */
export const PHONE_MAX_DIGITS = 15;

export const APPLICATION_FIELD_MESSAGES = {
  tooLong: `Must be at most ${MAX_APPLICATION_FIELD_LENGTH} characters`,
  phone: `Enter at most ${PHONE_MAX_DIGITS} digits`,
  number: 'Enter a whole number',
  text: 'Contains a character that is not valid text',
} as const;

export function isPhoneField(name: string): boolean {
  return /phone/i.test(name);
}

export function isEmailField(name: string): boolean {
  return /^e-?mail(address)?$/i.test(name);
}

/** Counts such as yearsOfExperience, numberOfEmployees or age. */
export function isNumberField(name: string): boolean {
  return /^(years|number|age)/i.test(name);
}

/** Text field names that are not also file names (a name is one or the other, files win). */
export function textFieldNames(requiredFields: readonly string[], requiredFiles: readonly string[]): string[] {
  return requiredFields.filter((name) => !requiredFiles.includes(name));
}

/**
 * The rule for one required text answer, as the form holds it: present (blank is missing),
 * well-formed text, bounded, and in the format its kind asks for (an e-mail address, a phone
 * number's digits, a whole number).
 */
export function applicationTextRule(name: string): StringSchema {
  let rule = string()
    .trim()
    .required(UPLOAD_MESSAGES.required)
    .test('well-formed', APPLICATION_FIELD_MESSAGES.text, isWellFormedText)
    .max(MAX_APPLICATION_FIELD_LENGTH, APPLICATION_FIELD_MESSAGES.tooLong);
  if (isEmailField(name)) rule = rule.email(UPLOAD_MESSAGES.invalidEmail);
  if (isPhoneField(name))
    rule = rule.matches(new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`), APPLICATION_FIELD_MESSAGES.phone);
  if (isNumberField(name)) rule = rule.matches(/^\d+$/, APPLICATION_FIELD_MESSAGES.number);
  return rule;
}

/** A phone number as the form sends it: international form, `+` then the digits. */
export const toSubmittedPhone = (digits: string): string => (digits ? `+${digits}` : '');

/** A submitted answer back in the form's terms (a phone number's `+` dropped), for the same rule. */
export function formValueOf(name: string, submitted: string): string {
  return isPhoneField(name) ? submitted.trim().replace(/^\+/, '') : submitted;
}
