import { useField } from 'formik';
import { useId, useState } from 'react';
import { FieldError, visibleError } from './field-error';
import type { PhoneInputProps } from './phone-input-props';
import { PlainPhoneInput } from './plain-phone-input';
import { useLoadedComponent } from './use-loaded-component';
import { useNearScreen } from './use-near-screen';
import styles from './form-field.module.css';

const loadCountryPhoneInput = () => import('./country-phone-input').then((loaded) => loaded.default);

/** Phone number with a country list, Nigeria first; the value is digits with the country code. */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const [observe, near, reach] = useNearScreen<HTMLDivElement>();
  const [typing, setTyping] = useState(false);
  // Until the list loads (or if it never does), the plain input is a working phone field.
  const { Component: CountryPhoneInput } = useLoadedComponent(near, loadCountryPhoneInput);

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
