// In a `u` regular expression a surrogate pair is one character (an astral code point); only half
// a pair, left on its own, is a surrogate code point (category Cs).
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether text is well-formed Unicode. A JavaScript string, and so a JSON body, can hold half a
 * surrogate pair: no character at all, which an e-mail or a database receives as garbage or refuses.
 */
export const isWellFormedText = (value: string | null | undefined): boolean => !value || !LONE_SURROGATE.test(value);

/** The message for a text field holding such a half: `label` is the field's name as the form shows it. */
export const notTextMessage = (label: string): string => `${label} contains a character that is not valid text`;
