import { useEffect, useRef } from 'react';

// How text arrives in one go: typed (or sent by a tool), pasted, dropped, or autofilled.
const INSERTIONS = new Set(['insertText', 'insertFromPaste', 'insertFromDrop', 'insertReplacementText']);
// A whole international number: its country code and at least a short subscriber number, at most E.164's 15 digits.
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;
const INTERNATIONAL_NUMBER = /^\s*\+[\d\s().-]+$/;

/**
 * The digits of a whole international number ('+' first) arriving in one go, or null for anything else
 * (a typed digit, a national number, a bare '+').
 */
function wholeNumberInserted(event: InputEvent): string | null {
  if (!INSERTIONS.has(event.inputType)) return null;
  const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
  if (!INTERNATIONAL_NUMBER.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  return digits.length >= MIN_DIGITS && digits.length <= MAX_DIGITS ? digits : null;
}

/**
 * A whole international number pasted, autofilled or typed in one go into the phone input with this
 * `id` replaces what the field shows, wherever the caret is. The field shows a country code from the
 * start and the country list moves the caret after it on focus, so inserting there would make
 * '+234+234…', which the list refuses as too long: the number would be lost.
 */
export function useWholeNumberInsertion(id: string, onNumber: (digits: string) => void): void {
  const latest = useRef(onNumber);
  useEffect(() => {
    latest.current = onNumber;
  });
  useEffect(() => {
    const input = document.getElementById(id);
    if (!input) return;
    const replace = (event: Event) => {
      const digits = wholeNumberInserted(event as InputEvent);
      if (digits === null) return;
      event.preventDefault();
      latest.current(digits);
    };
    input.addEventListener('beforeinput', replace);
    return () => input.removeEventListener('beforeinput', replace);
  }, [id]);
}
