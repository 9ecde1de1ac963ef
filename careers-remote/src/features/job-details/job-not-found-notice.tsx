import { Button, useScopedId } from 'shared-config/ui';
import styles from './position-closed-notice.module.css';

/** Shown on the page of a job the provider does not have (the edge answers it 404). */
export function JobNotFoundNotice() {
  const headingId = useScopedId('job-not-found');
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <svg className={styles.icon} width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="var(--color-accent-soft)" />
        <circle cx="21" cy="21" r="8" fill="none" stroke="var(--color-accent)" strokeWidth="2.5" />
        <path d="M27 27l8 8" stroke="var(--color-accent)" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <h2 id={headingId} className={styles.heading}>
        Find another role
      </h2>
      <p className={styles.text}>
        The link may be old, or the role may have been filled. Every open position is on the careers page, with search
        and filters.
      </p>
      <Button to="/career">See all jobs</Button>
    </section>
  );
}
