/**
 * No control character (C0, DEL or C1) in a value the release service stores and shows: text a
 * terminal or a log line shows as it is, never an escape sequence that clears the operator's screen
 * or retitles its window (the CLI escapes what it prints as well: cli/terminal-text.ts).
 */
export const PRINTABLE_PATTERN = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';

/** A schema refusal of that rule in words: `Invalid version: control characters are not accepted`. */
export const inWords = (description: string) =>
  description.replace(`expected the form ${PRINTABLE_PATTERN}`, 'control characters are not accepted');
