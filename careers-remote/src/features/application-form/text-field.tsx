import { FormField } from 'shared-config/form-field';
import { useScopedId } from 'shared-config/ui';
import { MAX_APPLICATION_FIELD_LENGTH } from 'shared-config/validation';
import { isLongTextField, textInputHints } from './field-kinds';

/**
 * A required text field; long answers (a cover letter typed in) get a textarea. Its message shows once
 * the applicant has been to it, never on first sight (docs/product-rules.md#application-form).
 */
export function TextField({ name, label }: { name: string; label: string }) {
  const id = useScopedId(name);
  return (
    <FormField
      name={name}
      id={id}
      label={label}
      showError="once-touched"
      multiline={isLongTextField(name)}
      maxLength={MAX_APPLICATION_FIELD_LENGTH}
      {...textInputHints(name)}
    />
  );
}
