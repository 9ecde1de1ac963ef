import { useLayoutEffect } from 'react';
import PhoneInput from 'react-phone-input-2';
import { fieldErrorId } from 'shared-config/ui';
import 'react-phone-input-2/lib/style.css';
import type { PhoneInputProps } from './phone-input-props';
import { useWholeNumberInsertion } from './whole-number-insertion';
import styles from './phone-input.module.css';

function dialCodeOf(country: object): string {
  return 'dialCode' in country && typeof country.dialCode === 'string' ? country.dialCode : '';
}

/**
 * The phone input with its country list (react-phone-input-2, about 29 KiB of script and a 35 KB flag
 * sprite), loaded only once the field is near the screen: most visitors of a job page never scroll
 * to the form.
 */
export default function CountryPhoneInput({
  id,
  name,
  label,
  value,
  error,
  takeFocus,
  onChange,
  onBlur,
}: PhoneInputProps) {
  // It replaces the plain input a visitor may be typing in: the caret moves over with them.
  useLayoutEffect(() => {
    if (!takeFocus) return;
    const input = document.getElementById(id);
    if (!(input instanceof HTMLInputElement)) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }, [id, takeFocus]);
  useWholeNumberInsertion(id, onChange);

  return (
    <PhoneInput
      country="ng"
      value={value}
      // A bare country code is no number yet: the field stays empty, so 'Required' still applies.
      onChange={(digits, country) => onChange(digits === dialCodeOf(country) ? '' : digits)}
      onBlur={onBlur}
      specialLabel=""
      containerClass={styles.phone}
      inputClass={styles.phoneInput}
      buttonClass={styles.phoneButton}
      inputProps={{
        id,
        name,
        'aria-label': label,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? fieldErrorId(id) : undefined,
        autoComplete: 'tel',
      }}
    />
  );
}
