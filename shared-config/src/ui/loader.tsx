import styles from './loader.module.css';

interface LoaderProps {
  description?: string;
  /** Fill at least this much height so the layout does not jump while content arrives. */
  minHeight?: string;
}

export function Loader({ description, minHeight = '50vh' }: LoaderProps) {
  return (
    <div className={styles.loader} style={{ minHeight }} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={description ? styles.description : 'visually-hidden'}>{description ?? 'Loading'}</span>
    </div>
  );
}
