import styles from './loader.module.css';

/** How much room the loader holds, so the layout does not jump while content arrives. */
type LoaderHeight = 'page' | 'view' | 'form';

// Classes, not a style attribute: the prerendered HTML a loader can be part of carries no inline
// style, which the Content-Security-Policy refuses.
const HEIGHT_CLASS: Record<LoaderHeight, string> = {
  /** Half the screen: a page whose module is loading. */
  page: styles.page,
  /** Most of the screen: a page's data (a job list, a job) on its way. */
  view: styles.view,
  /** The height of a form. */
  form: styles.form,
};

interface LoaderProps {
  description?: string;
  height?: LoaderHeight;
}

export function Loader({ description, height = 'page' }: LoaderProps) {
  return (
    <div className={`${styles.loader} ${HEIGHT_CLASS[height]}`} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={description ? styles.description : 'visually-hidden'}>{description ?? 'Loading'}</span>
    </div>
  );
}
