import { useField } from 'formik';
import { useId } from 'react';
import { MAX_APPLICATION_FIELD_LENGTH } from 'shared-config/validation';
import { FieldError, visibleError } from './field-error';
import { isLongTextField, textInputHints } from './field-kinds';
import styles from './form-field.module.css';

/** A required text field; long answers (a cover letter typed in) get a textarea. */
export function TextField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = visibleError(meta);
  const shared = {
    ...field,
    id,
    maxLength: MAX_APPLICATION_FIELD_LENGTH,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  const long = isLongTextField(name);
  return (
    <div className={long ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {long ? (
        <textarea className={`${styles.control} ${styles.textarea}`} rows={5} {...shared} />
      ) : (
        <input className={styles.control} {...textInputHints(name)} {...shared} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
