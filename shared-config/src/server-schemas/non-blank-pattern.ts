/**
 * At least one character that is not white space. A value failing it is reported as missing
 * (describe-schema-errors.ts): a blank subject is no subject, whatever the client sent.
 */
export const NON_BLANK_PATTERN = '\\S';
