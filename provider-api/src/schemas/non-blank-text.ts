import { Type, type StringOptions } from '@sinclair/typebox';

/**
 * At least one character that is not white space. A value failing it is reported as missing
 * (describe-schema-error.ts): a blank subject is no subject, whatever the client sent.
 */
export const NON_BLANK_PATTERN = '\\S';

export const NonBlankText = (options: StringOptions = {}) => Type.String({ ...options, pattern: NON_BLANK_PATTERN });
