import { useField } from 'formik';
import { useId } from 'react';
import PhoneInput from 'react-phone-input-2';
import 'react-phone-input-2/lib/style.css';
import { FieldError, visibleError } from './field-error';
import styles from './form-field.module.css';

function dialCodeOf(country: object): string {
  return 'dialCode' in country && typeof country.dialCode === 'string' ? country.dialCode : '';
}

/** Phone number with a country list, Nigeria first; the value is digits with the country code. */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = visibleError(meta);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <PhoneInput
        country="ng"
        value={field.value}
        // A bare country code is no number yet: the field stays empty, so 'Required' still applies.
        onChange={(value, country) => void helpers.setValue(value === dialCodeOf(country) ? '' : value)}
        onBlur={() => void helpers.setTouched(true, false)}
        specialLabel=""
        containerClass={styles.phone}
        inputClass={styles.phoneInput}
        buttonClass={styles.phoneButton}
        inputProps={{
          id,
          name,
          'aria-label': label,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          autoComplete: 'tel',
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
