import { Form, Formik, type FormikHelpers } from 'formik';
import { useDispatch } from 'shared-config/redux';
import { contactHandlerError, contactSchema } from 'shared-config/validation';
import { ContactFormBody } from './contact-form-body';
import { useContactSelector } from './contact-hooks';
import { EMPTY_CONTACT_FORM, toContactRequest, type ContactFormValues } from './contact-form-values';
import { contactSubmitted, selectIsSending, selectSuccesses } from './contact-slice';
import styles from './contact-form.module.css';

/**
 * The contact form. The schema marks each field; the submit handler's own rules, in their order
 * (docs/product-rules.md#contact-form), fill the summary under the message and are the last gate before anything leaves
 * the browser.
 */
export function ContactForm() {
  const dispatch = useDispatch();
  const sending = useContactSelector(selectIsSending);
  // A delivered message starts a fresh form: Formik remounts with empty values and no errors.
  const successes = useContactSelector(selectSuccesses);

  const submit = (values: ContactFormValues, { setSubmitting }: FormikHelpers<ContactFormValues>) => {
    setSubmitting(false);
    if (sending || contactHandlerError(values) !== null) return;
    dispatch(contactSubmitted(toContactRequest(values)));
  };

  return (
    <div className={styles.card}>
      <h2 id="contact-form-title" className={styles.title}>
        Tell us about your project
      </h2>
      <p className={styles.intro}>
        Every field is required. Share a little about your business and the challenge you face, and the right specialist
        will get back to you.
      </p>
      <Formik key={successes} initialValues={EMPTY_CONTACT_FORM} validationSchema={contactSchema} onSubmit={submit}>
        <Form noValidate aria-labelledby="contact-form-title" className={styles.form}>
          <ContactFormBody sending={sending} />
        </Form>
      </Formik>
    </div>
  );
}
