import { Type, type StringOptions } from '@sinclair/typebox';
import { NON_BLANK_PATTERN } from 'shared-config/server-schemas';

/** Text with at least one character that is not white space; a blank value is reported as missing. */
export const NonBlankText = (options: StringOptions = {}) => Type.String({ ...options, pattern: NON_BLANK_PATTERN });
