import { useField } from 'formik';
import { useId } from 'react';
import { Field, fieldControlClass, fieldErrorId } from 'shared-config/ui';
import { MAX_APPLICATION_FIELD_LENGTH } from 'shared-config/validation';
import { isLongTextField, textInputHints } from './field-kinds';
import { visibleError } from './visible-error';

/** A required text field; long answers (a cover letter typed in) get a textarea. */
export function TextField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = visibleError(meta);
  const shared = {
    ...field,
    id,
    className: fieldControlClass,
    maxLength: MAX_APPLICATION_FIELD_LENGTH,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  };
  const long = isLongTextField(name);
  return (
    <Field id={id} label={label} error={error} wide={long}>
      {long ? <textarea rows={5} {...shared} /> : <input {...textInputHints(name)} {...shared} />}
    </Field>
  );
}
