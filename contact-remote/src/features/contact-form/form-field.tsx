import { useField, useFormikContext } from 'formik';
import { Field, fieldControlClass } from 'shared-config/ui';
import { fieldErrorId, fieldId, type ContactFieldName, type ContactFormValues } from './contact-form-values';

interface FormFieldProps {
  name: Exclude<ContactFieldName, 'website'>;
  label: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  /** Spans both columns of the form grid on wider screens. */
  wide?: boolean;
  autoComplete?: string;
  /** Marked invalid by the form's summary rather than its own rule; the summary then describes it. */
  flaggedBy?: string;
}

/** One labelled input with its schema message, shown once the visitor has left it or tried to send. */
export function FormField(props: FormFieldProps) {
  const { name, label, type = 'text', multiline = false, wide = multiline, autoComplete, flaggedBy } = props;
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext<ContactFormValues>();
  const error = (meta.touched || submitCount > 0) && meta.error ? meta.error : null;
  const shared = {
    id: fieldId(name),
    name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    'aria-invalid': error !== null || flaggedBy !== undefined,
    'aria-describedby': error ? fieldErrorId(name) : flaggedBy,
    className: fieldControlClass,
  };

  return (
    <Field id={fieldId(name)} label={label} error={error} wide={wide}>
      {multiline ? (
        <textarea {...shared} rows={5} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          // A phone number is digits (the schema's rule): the numeric keypad, without a number
          // input's `e`, `+`, `-`, scroll-wheel changes and spinners (docs/product-rules.md#contact-form).
          {...(type === 'tel' ? { inputMode: 'numeric' as const } : {})}
        />
      )}
    </Field>
  );
}
