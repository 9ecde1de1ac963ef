import { useField } from 'formik';
import { useRef } from 'react';
import { useValueTypedBeforeHydration } from 'shared-config/ui';

/**
 * A trap for bots that fill every input: people never see or reach it, and the edge drops any
 * submission that arrives with it filled.
 */
export function HoneypotField() {
  const [field, , helpers] = useField<string>('website');
  // A bot that filled it before the page hydrated is still caught.
  const input = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(input, field.value, (typed) => void helpers.setValue(typed));
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="contact-website">Website</label>
      <input {...field} ref={input} id="contact-website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
