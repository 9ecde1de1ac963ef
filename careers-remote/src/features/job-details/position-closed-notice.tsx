import { Button, useScopedId } from 'shared-config/ui';
import styles from './position-closed-notice.module.css';

/** Shown instead of the application form for a closed job (docs/product-rules.md#closed-jobs). */
export function PositionClosedNotice() {
  const headingId = useScopedId('position-closed');
  return (
    <section id="apply" className={styles.notice} aria-labelledby={headingId}>
      <svg className={styles.icon} width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="var(--color-accent-soft)" />
        <rect x="15" y="21" width="18" height="14" rx="3" fill="none" stroke="var(--color-accent)" strokeWidth="2.5" />
        <path d="M19 21v-4a5 5 0 0 1 10 0v4" fill="none" stroke="var(--color-accent)" strokeWidth="2.5" />
      </svg>
      <h2 id={headingId} className={styles.heading}>
        This position is closed
      </h2>
      <p className={styles.text}>
        Applications for this role are no longer accepted. Our other openings are still waiting for you.
      </p>
      <Button to="/career">Browse open positions</Button>
    </section>
  );
}
