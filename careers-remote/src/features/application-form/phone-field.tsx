import { useField } from 'formik';
import { useValidateTakenValues } from 'shared-config/form-field';
import { useState } from 'react';
import { Field, useScopedId } from 'shared-config/ui';
import type { PhoneInputProps } from './phone-input-props';
import { PlainPhoneInput } from './plain-phone-input';
import { useLoadedComponent } from './use-loaded-component';
import { useNearScreen } from './use-near-screen';
import { visibleError } from './visible-error';

const loadCountryPhoneInput = () => import('./country-phone-input').then((loaded) => loaded.default);

/** Phone number with a country list, Nigeria first; the value is digits with the country code. */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useScopedId(name);
  const [observe, near, reach] = useNearScreen<HTMLDivElement>();
  const [typing, setTyping] = useState(false);
  // Until the list loads (or if it never does), the plain input is a working phone field.
  const { Component: CountryPhoneInput } = useLoadedComponent(near, loadCountryPhoneInput);
  const validateTaken = useValidateTakenValues();

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
    <Field id={id} label={label} error={input.error} ref={observe}>
      {CountryPhoneInput ? (
        <CountryPhoneInput {...input} takeFocus={typing} />
      ) : (
        <PlainPhoneInput
          {...input}
          onTypedBeforeHydration={(digits) => {
            void helpers.setValue(digits, false);
            validateTaken();
          }}
          onWantCountries={reach}
          onFocusChange={setTyping}
        />
      )}
    </Field>
  );
}
