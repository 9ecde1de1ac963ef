import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { IdScope } from 'shared-config/ui';
import { toast } from 'react-toastify/unstyled';
import { useApplyToJobMutation } from '../jobs-api/apply-to-job';
import type { ApplicationFormProps } from './application-form-props';
import { readApiErrorMessage } from '../jobs-api/read-api-error-message';
import {
  buildApplicationSchema,
  collectApplicationErrors,
  emptyApplication,
  type ApplicationValues,
} from './build-application-schema';
import { labelFromFieldName } from './field-label';
import { isPhoneField, textFieldNames } from 'shared-config/validation';
import { FileDropZone } from './file-drop-zone';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';
import { toApplicationFormData } from './to-application-form-data';
import { UploadProgress } from './upload-progress';
import styles from './application-form.module.css';

/** The application form, built from the job's own required fields and files (docs/product-rules.md#application-form). */
export function ApplicationForm({ jobId, requiredFields, requiredFiles }: ApplicationFormProps) {
  const [applyToJob] = useApplyToJobMutation();
  const [progress, setProgress] = useState(0);
  const schema = useMemo(() => buildApplicationSchema(requiredFields, requiredFiles), [requiredFields, requiredFiles]);
  const initialValues = useMemo(() => emptyApplication(requiredFields, requiredFiles), [requiredFields, requiredFiles]);
  // The empty form is already invalid: the button starts disabled with 'Please fill in all fields'.
  const initialErrors = useMemo(() => collectApplicationErrors(schema, initialValues), [schema, initialValues]);
  const textFields = textFieldNames(requiredFields, requiredFiles);

  const submit = async (values: ApplicationValues, helpers: FormikHelpers<ApplicationValues>) => {
    setProgress(0);
    try {
      const body = toApplicationFormData(values, requiredFields, requiredFiles);
      await applyToJob({ jobId, body, onProgress: setProgress }).unwrap();
      toast.success('Application submitted successfully');
      helpers.resetForm();
    } catch (error) {
      // Values stay as they were, so the applicant can fix or retry without typing again.
      toast.error(readApiErrorMessage(error));
    }
  };

  return (
    <section id="apply" className={styles.section} aria-labelledby="apply-heading">
      <h2 id="apply-heading" className={styles.heading}>
        Application Form
      </h2>
      <p className={styles.intro}>Every field is required. Your details go only to the hiring team for this role.</p>
      {/* The fields' ids are their names in this scope: one form per page. */}
      <IdScope name="application">
        <Formik
          initialValues={initialValues}
          initialErrors={initialErrors}
          validationSchema={schema}
          validateOnBlur={false}
          validateOnChange
          onSubmit={submit}
        >
          {({ isValid, isSubmitting }) => (
            <Form className={styles.form} noValidate>
              {textFields.length > 0 && (
                <div className={styles.grid}>
                  {textFields.map((name) => {
                    const Field = isPhoneField(name) ? PhoneField : TextField;
                    return <Field key={name} name={name} label={labelFromFieldName(name)} />;
                  })}
                </div>
              )}
              {requiredFiles.length > 0 && (
                <div className={styles.grid}>
                  {requiredFiles.map((name) => (
                    <FileDropZone key={name} name={name} label={labelFromFieldName(name)} />
                  ))}
                </div>
              )}
              {isSubmitting && <UploadProgress percent={progress} />}
              <div className={styles.footer}>
                {!isValid && <p className={styles.invalid}>Please fill in all fields</p>}
                <button type="submit" className={styles.submit} disabled={!isValid || isSubmitting}>
                  {isSubmitting ? 'Please wait...' : 'Submit Application'}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      </IdScope>
    </section>
  );
}
