// Control characters but tab and line feed: C0 (ESC starts a terminal's escape sequences, CR
// overwrites a line), DEL, and C1 (0x9b is a whole CSI to some terminals).
// eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * Text as the CLI prints it: each control character written as its escape (`\u001b`), so nothing a
 * release's metadata, a log entry or a service's answer holds can clear the operator's screen,
 * retitle the terminal or hide a line. Anything published before control characters were refused
 * prints safely too.
 */
export const terminalText = (text: string): string =>
  text.replace(CONTROL, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
