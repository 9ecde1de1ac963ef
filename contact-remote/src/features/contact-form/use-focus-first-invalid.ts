import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { CONTACT_FIELDS, INVALID_EMAIL_ADDRESS } from 'shared-config/validation';
import { fieldId, type ContactFormValues } from './contact-form-values';

/** After a refused send, takes keyboard and screen-reader users straight to the first field to fix. */
export function useFocusFirstInvalid(handlerError: string | null): void {
  const { submitCount, isSubmitting, errors } = useFormikContext<ContactFormValues>();
  const handledAttempt = useRef(0);

  useEffect(() => {
    if (isSubmitting || submitCount === handledAttempt.current) return;
    handledAttempt.current = submitCount;
    const invalid =
      CONTACT_FIELDS.find((name) => errors[name]) ?? (handlerError === INVALID_EMAIL_ADDRESS ? 'email' : undefined);
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
  }, [submitCount, isSubmitting, errors, handlerError]);
}
