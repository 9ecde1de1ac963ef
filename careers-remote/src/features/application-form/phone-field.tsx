import { useField } from 'formik';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { FieldError, visibleError } from './field-error';
import type { PhoneInputProps } from './phone-input-props';
import { PlainPhoneInput } from './plain-phone-input';
import { useNearScreen } from './use-near-screen';
import styles from './form-field.module.css';

// About two screens ahead, so the country list is there before a scrolling visitor reaches the field.
const LOAD_AHEAD = '1200px';

/** Phone number with a country list, Nigeria first; the value is digits with the country code. */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const [observe, near, reach] = useNearScreen<HTMLDivElement>(LOAD_AHEAD);
  const [typing, setTyping] = useState(false);
  const [CountryPhoneInput, setCountryPhoneInput] = useState<ComponentType<PhoneInputProps> | null>(null);

  // Not React.lazy: the plain input must stay mounted (and focused) until the list has loaded, and
  // if it never loads, the plain input is still a working phone field.
  useEffect(() => {
    if (!near) return;
    let current = true;
    import('./country-phone-input')
      .then((loaded) => current && setCountryPhoneInput(() => loaded.default))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [near]);

  const input: PhoneInputProps = {
    id,
    name,
    label,
    value: field.value,
    error: visibleError(meta),
    onChange: (digits) => void helpers.setValue(digits),
    onBlur: () => void helpers.setTouched(true, false),
  };
  return (
    <div className={styles.field} ref={observe}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {CountryPhoneInput ? (
        <CountryPhoneInput {...input} takeFocus={typing} />
      ) : (
        <PlainPhoneInput {...input} onWantCountries={reach} onFocusChange={setTyping} />
      )}
      <FieldError id={`${id}-error`} message={input.error} />
    </div>
  );
}
