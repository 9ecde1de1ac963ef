import { useFormikContext } from 'formik';
import { Button } from 'shared-config/ui';
import { contactHandlerError, INVALID_EMAIL_ADDRESS } from 'shared-config/validation';
import { SUMMARY_ID, type ContactFormValues } from './contact-form-values';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import styles from './contact-form.module.css';

export function ContactFormBody({ sending }: { sending: boolean }) {
  const { values, submitCount } = useFormikContext<ContactFormValues>();
  // The handler's summary appears with the first attempt and follows the values from then on.
  const handlerError = submitCount > 0 ? contactHandlerError(values) : null;
  useFocusFirstInvalid(handlerError);

  return (
    <>
      <div className={styles.grid}>
        <FormField name="firstname" label="First name" autoComplete="given-name" />
        <FormField name="lastname" label="Last name" autoComplete="family-name" />
        <FormField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          flaggedBy={handlerError === INVALID_EMAIL_ADDRESS ? SUMMARY_ID : undefined}
        />
        <FormField name="phone" label="Phone number" type="tel" autoComplete="tel" />
        <FormField name="subject" label="Subject" wide />
        <FormField name="message" label="Message" multiline />
      </div>
      <p id={SUMMARY_ID} role="alert" className={styles.summary}>
        {handlerError}
      </p>
      <HoneypotField />
      <div className={styles.actions}>
        <Button type="submit" size="lg" disabled={sending} className={styles.submit}>
          {sending && <span className={styles.spinner} aria-hidden="true" />}
          {sending ? 'Sending' : 'Send message'}
        </Button>
      </div>
    </>
  );
}
