import type { ReactNode, Ref } from 'react';
import styles from './field.module.css';

/** The class of a form's text controls (`<input>`, `<textarea>`): the one border, padding, focus and error look. */
export const fieldControlClass = styles.control;

/** The id of a field's message, for its control's `aria-describedby`. */
export const fieldErrorId = (id: string) => `${id}-error`;

/** The id of a group field's label, for the controls inside that it names (`aria-labelledby`). */
export const fieldLabelId = (id: string) => `${id}-label`;

export interface FieldProps {
  /** The control's id: the label names it, and its message is `fieldErrorId(id)`. */
  id: string;
  label: ReactNode;
  /** The message under the field; none when empty. */
  error?: string | null;
  /** Spans every column of the form's grid. */
  wide?: boolean;
  /** A control made of several elements (a file drop zone): the field is a group its label names. */
  group?: boolean;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** One form field, the same in every form of the site: its label, the control (children), its message. */
export function Field({ id, label, error, wide = false, group = false, ref, children }: FieldProps) {
  const className = wide ? `${styles.field} ${styles.wide}` : styles.field;
  const labelId = fieldLabelId(id);
  return (
    <div ref={ref} className={className} {...(group ? { role: 'group', 'aria-labelledby': labelId } : {})}>
      {group ? (
        <span id={labelId} className={styles.label}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      )}
      {children}
      {error ? (
        <p id={fieldErrorId(id)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
