import { useField, useFormikContext } from 'formik';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Field, fieldControlClass, fieldErrorId, useValueTypedBeforeHydration } from 'shared-config/ui';

/**
 * When a field's message shows (each form has its own rule: docs/product-rules.md): once the visitor has left the
 * field, or also once they tried to send the form.
 */
export type ErrorShowing = 'once-touched' | 'once-touched-or-submitted';

export interface FormFieldProps {
  /** The Formik field it edits. */
  name: string;
  /** The control's id (its label names it; its message is `fieldErrorId(id)`): stable on the server and in the browser. */
  id: string;
  label: string;
  showError: ErrorShowing;
  /** A textarea rather than an input. */
  multiline?: boolean;
  /** Spans every column of the form's grid (a textarea does). */
  wide?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'numeric';
  maxLength?: number;
  /** Marked invalid by a message beside its own (a form's summary, whose id this is), which then describes it. */
  flaggedBy?: string;
}

/**
 * For a Formik field that takes over what a visitor typed before the page hydrated: call the returned
 * function after setting the taken value without validating it (`setValue(typed, false)`); the form is
 * validated once, in the render after, with every field's taken value. Validating each value as it is
 * set would validate it with the values of the first render, the other fields still empty, and the
 * last of those checks would leave the form invalid however complete it is.
 */
export function useValidateTakenValues(): () => void {
  const { validateForm } = useFormikContext();
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    if (taken) void validateForm();
  }, [taken, validateForm]);
  return useCallback(() => setTaken(true), []);
}

/**
 * One text field of a Formik form, the same in every form of the site: the shared `Field` (label,
 * control, message) around an input or a textarea, its message shown by the form's rule, and what a
 * visitor typed before the page hydrated taken into the form.
 */
export function FormField(props: FormFieldProps) {
  const { name, id, label, showError, multiline = false, wide = multiline, flaggedBy } = props;
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const control = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const validateTaken = useValidateTakenValues();
  useValueTypedBeforeHydration(control, field.value, (typed) => {
    void helpers.setValue(typed, false);
    validateTaken();
  });
  const shown = meta.touched || (showError === 'once-touched-or-submitted' && submitCount > 0);
  const error = shown && meta.error ? meta.error : null;
  const shared = {
    ...field,
    ref: control,
    id,
    className: fieldControlClass,
    maxLength: props.maxLength,
    'aria-invalid': error !== null || flaggedBy !== undefined ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : flaggedBy,
  };
  return (
    <Field id={id} label={label} error={error} wide={wide}>
      {multiline ? (
        <textarea rows={5} {...shared} />
      ) : (
        <input {...shared} type={props.type ?? 'text'} autoComplete={props.autoComplete} inputMode={props.inputMode} />
      )}
    </Field>
  );
}
