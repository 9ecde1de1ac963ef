import { useRef } from 'react';
import { fieldErrorId, useValueTypedBeforeHydration } from 'shared-config/ui';
import type { PhoneInputProps } from './phone-input-props';
import { useWholeNumberInsertion } from './whole-number-insertion';
import styles from './phone-input.module.css';

// Nigeria is the default country; its code is what an empty field shows.
const DEFAULT_DIAL_CODE = '234';
const MAX_DIGITS = 15;

interface PlainPhoneInputProps extends PhoneInputProps {
  /** Takes the digits a visitor typed into the page the edge sent, before the form hydrated. */
  onTypedBeforeHydration: (digits: string) => void;
  /** Asks for the country list (the visitor reached the field or chose the flag). */
  onWantCountries: () => void;
  onFocusChange: (focused: boolean) => void;
}

/**
 * The phone field until the country list has loaded: the same look, Nigeria's flag and code, and a
 * working input, so a visitor can type at once and nothing typed is lost when the list takes over.
 */
export function PlainPhoneInput({
  id,
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  onTypedBeforeHydration,
  onWantCountries,
  onFocusChange,
}: PlainPhoneInputProps) {
  useWholeNumberInsertion(id, onChange);
  const shown = `+${value || DEFAULT_DIAL_CODE}`;
  const digitsOf = (typed: string) => {
    const digits = typed.replace(/\D/g, '').slice(0, MAX_DIGITS);
    return digits === DEFAULT_DIAL_CODE ? '' : digits;
  };
  const input = useRef<HTMLInputElement>(null);
  // A whole number pasted after the code the field showed, before the form hydrated (so before
  // useWholeNumberInsertion ran), reads '+234+234…': the last number is the one meant.
  useValueTypedBeforeHydration(input, shown, (typed) =>
    onTypedBeforeHydration(digitsOf(typed.slice(Math.max(0, typed.lastIndexOf('+'))))),
  );
  return (
    <div className={`${styles.phone} ${styles.plainPhone}`}>
      <input
        id={id}
        name={name}
        type="tel"
        className={styles.phoneInput}
        ref={input}
        value={shown}
        onChange={(event) => onChange(digitsOf(event.target.value))}
        onFocus={() => {
          onFocusChange(true);
          onWantCountries();
        }}
        onBlur={() => {
          onFocusChange(false);
          onBlur();
        }}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        autoComplete="tel"
      />
      <button
        type="button"
        className={`${styles.phoneButton} ${styles.plainPhoneButton}`}
        aria-label="Nigeria: +234"
        onClick={onWantCountries}
      >
        <span className={styles.nigeriaFlag}>
          <span className={styles.countryArrow} />
        </span>
      </button>
    </div>
  );
}
