import { isEmailField, isNumberField } from 'shared-config/validation';

// The provider names fields freely; these rules pick the right control and browser hints for them
// (the kinds with a format of their own are shared with the edge's checks).

export function isLongTextField(name: string): boolean {
  return /(coverletter|message|motivation|about|summary|comment)/i.test(name);
}

export interface TextInputHints {
  type: 'text' | 'email' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'numeric';
}

const AUTOCOMPLETE: [RegExp, string][] = [
  [/^first_?name$/i, 'given-name'],
  [/^last_?name$|^surname$/i, 'family-name'],
  [/^full_?name$|^name$/i, 'name'],
];

export function textInputHints(name: string): TextInputHints {
  if (isEmailField(name)) return { type: 'email', autoComplete: 'email', inputMode: 'email' };
  if (/(url|linkedin|website|portfolio|github)/i.test(name))
    return { type: 'url', autoComplete: 'url', inputMode: 'url' };
  if (isNumberField(name)) return { type: 'text', inputMode: 'numeric' };
  const autoComplete = AUTOCOMPLETE.find(([pattern]) => pattern.test(name))?.[1];
  return { type: 'text', autoComplete };
}
