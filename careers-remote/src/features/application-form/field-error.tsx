import styles from './form-field.module.css';

/** The message under a field, referenced by the control's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error}>
      {message}
    </p>
  );
}

/** Messages show once a visitor has been to a field (or chosen a file), never on first sight. */
export function visibleError(meta: { touched: boolean; error?: string }): string | undefined {
  return meta.touched ? meta.error : undefined;
}
