import { useScopedId } from 'shared-config/ui';
import styles from './job-description.module.css';

/** 'Job Description', rendered from HTML that has already been sanitised (null: not yet, on the server). */
export function JobDescription({ html }: { html: string | null }) {
  const headingId = useScopedId('job-description');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Job Description
      </h2>
      {html === null ? (
        <div className={styles.prose} />
      ) : html.trim() ? (
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.prose}>The employer has not added a description for this role.</p>
      )}
    </section>
  );
}
