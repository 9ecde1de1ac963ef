import { useField } from 'formik';

/**
 * A trap for bots that fill every input: people never see or reach it, and the edge drops any
 * submission that arrives with it filled.
 */
export function HoneypotField() {
  const [field] = useField<string>('website');
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor="contact-website">Website</label>
      <input {...field} id="contact-website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
