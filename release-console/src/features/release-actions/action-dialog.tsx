import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './action-dialog.module.css';

interface ActionDialogProps {
  title: string;
  /** Escape, or the dialog's own Cancel or Close. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog, the browser's own (`<dialog>` opened with showModal): focus moves into it and stays
 * there, the rest of the page is inert, Escape closes it. Mounted open; the opener takes focus back.
 */
export function ActionDialog({ title, onClose, children }: ActionDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // A browser without modal dialogs (or a DOM without layout) shows it in place, open.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => (typeof dialog.close === 'function' ? dialog.close() : dialog.removeAttribute('open'));
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}
