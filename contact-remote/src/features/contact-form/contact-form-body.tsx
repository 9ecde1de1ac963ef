import { useFormikContext } from 'formik';
import { FormField, type FormFieldProps } from 'shared-config/form-field';
import { Button } from 'shared-config/ui';
import { contactHandlerError, INVALID_EMAIL_ADDRESS } from 'shared-config/validation';
import { fieldId, SUMMARY_ID, type ContactFieldName, type ContactFormValues } from './contact-form-values';
import { HoneypotField } from './honeypot-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';
import styles from './contact-form.module.css';

type ContactFieldProps = Omit<FormFieldProps, 'id' | 'showError'> & { name: Exclude<ContactFieldName, 'website'> };

/** A field of the contact form: its message shows once the visitor has left it or tried to send (docs/product-rules.md#contact-form). */
const ContactField = (props: ContactFieldProps) => (
  <FormField id={fieldId(props.name)} showError="once-touched-or-submitted" {...props} />
);

export function ContactFormBody({ sending }: { sending: boolean }) {
  const { values, submitCount } = useFormikContext<ContactFormValues>();
  // The handler's summary appears with the first attempt and follows the values from then on.
  const handlerError = submitCount > 0 ? contactHandlerError(values) : null;
  useFocusFirstInvalid(handlerError);

  return (
    <>
      <div className={styles.grid}>
        <ContactField name="firstname" label="First name" autoComplete="given-name" />
        <ContactField name="lastname" label="Last name" autoComplete="family-name" />
        <ContactField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          flaggedBy={handlerError === INVALID_EMAIL_ADDRESS ? SUMMARY_ID : undefined}
        />
        {/* A phone number is digits (the schema's rule): the numeric keypad, without a number input's
            `e`, `+`, `-`, scroll-wheel changes and spinners (docs/product-rules.md#contact-form). */}
        <ContactField name="phone" label="Phone number" type="tel" autoComplete="tel" inputMode="numeric" />
        <ContactField name="subject" label="Subject" wide />
        <ContactField name="message" label="Message" multiline />
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
